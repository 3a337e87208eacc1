import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Buttons, first one is focused when the dialog opens. */
  actions: ReactNode;
  /** Called on Escape; without it, Escape does nothing (a dialog that must be answered). */
  onDismiss?: () => void;
}

/**
 * A modal dialog on the native `<dialog>` (ARCHITECTURE §8): `showModal()` keeps focus inside and the page
 * behind inert; focus starts on the first action and goes back where it was when the dialog goes.
 */
export function Dialog({ title, children, actions, onDismiss }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const previous = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    dialog
      ?.querySelector<HTMLElement>('.dialog__actions button:not([disabled]), .dialog__actions a[href]')
      ?.focus();
    return () => {
      dialog?.close();
      previous?.focus?.();
    };
  }, []);

  // The dialog closes only when its owner unmounts it: Escape asks the owner, and never closes it itself.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDismiss?.();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => event.preventDefault();

  return createPortal(
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>,
    document.body,
  );
}
