import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/lib/use-countdown';
import { refusalWait } from '../utils/auth-messages';

interface RefusalAlertProps {
  error: unknown;
  /** The text for the error, given the seconds still to wait (undefined when it asks for no wait). */
  describe: (t: TFunction, error: unknown, secondsLeft: number | undefined) => string;
}

/**
 * Why a sign-in call was refused. A wait it asks for (429 Retry-After) counts down each second, and the
 * alert goes once the wait is over. Give it a `key` per failure, so that a new refusal starts a new count.
 */
export function RefusalAlert({ error, describe }: RefusalAlertProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const wait = refusalWait(error);
  const { secondsLeft } = useCountdown((wait ?? 0) * 1000);
  if (wait !== undefined && secondsLeft === 0) return null;
  return (
    <p role="alert" className="form__error">
      {describe(t, error, wait === undefined ? undefined : secondsLeft)}
    </p>
  );
}
