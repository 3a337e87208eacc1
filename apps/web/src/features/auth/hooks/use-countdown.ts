import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * spec 01 §2 Login, §9: the resend lock counts down each second. The deadline is a clock time, so a phone
 * that throttles timers in the background still shows the right value when the person comes back.
 */
export function useCountdown(durationMs: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + durationMs);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const next = Date.now() + durationMs;
    setDeadline(next);
    setSecondsLeft(secondsUntil(next));
  }, [durationMs]);
  return { secondsLeft, restart };
}
