import { useEffect } from 'react';

export interface ToastMessage {
  kind: 'success' | 'error';
  text: string;
  /** A new id shows the message again even when its text is the same. */
  id: number;
}

const SHOWN_MS = 5000;

/**
 * spec 03 §4, §8: the outcome of a delete or a resend, shown for a few seconds over the page and read out
 * by screen readers (a status, or an alert for a failure).
 */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div className="team-toast" aria-live="polite">
      {message ? (
        <p
          key={message.id}
          className={`notice notice--${message.kind} team-toast__message`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
