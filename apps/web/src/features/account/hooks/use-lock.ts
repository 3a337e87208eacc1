import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A lock counted down each second towards a clock time (a throttled background tab still shows the right
 * value on return). Unlocked until `lockFor` is called.
 */
export function useLock() {
  const [deadline, setDeadline] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === 0) return undefined;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const lockFor = useCallback((ms: number) => {
    const next = Date.now() + ms;
    setDeadline(next);
    setSecondsLeft(secondsUntil(next));
  }, []);
  return { secondsLeft, lockFor };
}
