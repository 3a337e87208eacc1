import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSendLoginCode } from '../api/send-login-code';
import { useCountdown } from '@/lib/use-countdown';
import { loginErrorMessage } from '../utils/auth-messages';
import type { SentCode } from '../utils/login-requests';
import { RefusalAlert } from './refusal-alert';

interface ResendCodeButtonProps {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
}

/**
 * spec 01 §2 Login, §9: resend is locked until `sent.resendAt` (60 s after a code, or what the server
 * said is left) with a countdown each second; resending calls login again. The server enforces the same
 * lock (ARCHITECTURE §4); the countdown only saves a refused tap.
 */
export function ResendCodeButton({ sent, onResent }: ResendCodeButtonProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { secondsLeft, startUntil } = useCountdown(0, sent.resendAt);
  const resend = useSendLoginCode();

  // a new code (or the server's word on the one in hand) moves the lock
  useEffect(() => startUntil(sent.resendAt), [sent.resendAt, startUntil]);

  const onClick = () =>
    resend.mutate({ contact: sent.contact, shownAs: sent.shownAs }, { onSuccess: (next) => onResent(next) });
  const isLocked = secondsLeft > 0;
  const isNewCode = resend.isSuccess && !resend.isPending && !resend.data.isResumed;

  return (
    <div className="resend">
      <Button variant="secondary" disabled={isLocked || resend.isPending} onClick={onClick}>
        {isLocked ? t('login.resend_wait', { seconds: secondsLeft }) : t('login.resend')}
      </Button>
      <p role="status" className="resend__status">
        {isNewCode ? t('login.code_resent') : null}
      </p>
      {resend.isError ? (
        <RefusalAlert key={resend.submittedAt} error={resend.error} describe={loginErrorMessage} />
      ) : null}
    </div>
  );
}
