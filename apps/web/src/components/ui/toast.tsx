import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@club/contract';

interface ToastMessage {
  kind: 'success' | 'error';
  text: string;
  /** A new id shows the message again even when its text is the same. */
  id: number;
}

/** The message a screen shows in its toast, and the ways to show and clear it. */
export function useToast() {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  const show = useCallback(
    (kind: ToastMessage['kind'], text: string) =>
      setMessage((shown) => ({ kind, text, id: (shown?.id ?? 0) + 1 })),
    [],
  );
  return { message, show, clear };
}

/**
 * The outcome of an action that leaves the person on the same screen (spec 03 §4, §8: a team member
 * deleted or invited again), shown over the page above the navigation for the spec's feedback time
 * (spec 01, 5150 ms) and read out by screen readers: a status, or an alert for a failure.
 */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, TIMINGS.toastMs);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div className="toast" aria-live="polite">
      {message ? (
        <p
          key={message.id}
          className={`notice notice--${message.kind} toast__message`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
