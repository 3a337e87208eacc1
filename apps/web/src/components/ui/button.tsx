import { useId, type ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shown under a disabled button, and read with it: why it cannot be pressed yet. */
  disabledReason?: string;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabledReason,
  ...props
}: ButtonProps) {
  const reasonId = useId();
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  const showsReason = Boolean(props.disabled && disabledReason);
  const describedBy = [props['aria-describedby'], showsReason ? reasonId : undefined]
    .filter(Boolean)
    .join(' ');
  const button = (
    <button type={type} className={classes} {...props} aria-describedby={describedBy || undefined} />
  );
  if (!showsReason) return button;
  return (
    <>
      {button}
      <p id={reasonId} className="button-reason">
        {disabledReason}
      </p>
    </>
  );
}
