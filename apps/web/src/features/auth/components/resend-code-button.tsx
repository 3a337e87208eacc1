import { useTranslation } from 'react-i18next';
import { TIMINGS, type LoginBody } from '@club/contract';
import { Button } from '@/components/ui/button';
import { useSendLoginCode } from '../api/send-login-code';
import { useCountdown } from '@/lib/use-countdown';
import { loginErrorMessage } from '../utils/auth-messages';

/**
 * spec 01 §2 Login, §9: resend is locked for 60 s with a countdown each second; resending calls login
 * again. The server enforces the same lock (ARCHITECTURE §4); the countdown only saves a refused tap.
 */
export function ResendCodeButton({ contact }: { contact: LoginBody }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { secondsLeft, start } = useCountdown(TIMINGS.resendCodeLockMs);
  const resend = useSendLoginCode();

  const onClick = () => resend.mutate(contact, { onSuccess: () => start(TIMINGS.resendCodeLockMs) });
  const isLocked = secondsLeft > 0;

  return (
    <div className="resend">
      <Button variant="secondary" disabled={isLocked || resend.isPending} onClick={onClick}>
        {isLocked ? t('login.resend_wait', { seconds: secondsLeft }) : t('login.resend')}
      </Button>
      <p role="status" className="resend__status">
        {resend.isSuccess && !resend.isPending ? t('login.code_resent') : null}
      </p>
      {resend.isError ? (
        <p role="alert" className="form__error">
          {loginErrorMessage(t, resend.error)}
        </p>
      ) : null}
    </div>
  );
}
