import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until a clock time, counted down each second (spec 01 §2 Login, §9: the resend locks). The
 * deadline is a clock time, so a phone that throttles timers in the background still shows the right
 * value when the person comes back. `initialMs` starts the count at once, or `initialDeadline` (a clock
 * time in ms); `start(ms)` and `startUntil(deadline)` (re)start it.
 */
export function useCountdown(initialMs = 0, initialDeadline?: number) {
  const [deadline, setDeadline] = useState(
    () => initialDeadline ?? (initialMs > 0 ? Date.now() + initialMs : 0),
  );
  const [secondsLeft, setSecondsLeft] = useState(() => (deadline === 0 ? 0 : secondsUntil(deadline)));

  useEffect(() => {
    if (deadline === 0) return undefined;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const startUntil = useCallback((next: number) => {
    setDeadline(next);
    setSecondsLeft(secondsUntil(next));
  }, []);
  const start = useCallback((ms: number) => startUntil(Date.now() + ms), [startUntil]);
  return { secondsLeft, start, startUntil };
}
