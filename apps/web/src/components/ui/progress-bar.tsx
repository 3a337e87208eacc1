interface ProgressBarProps {
  label: string;
  /** 0–100. */
  percent: number;
  valueText: string;
}

/** A labelled progress bar (tier progress on home and on the balance screen). */
export function ProgressBar({ label, percent, valueText }: ProgressBarProps) {
  return (
    <div
      className="tier-row__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className="tier-row__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
