import { useTranslation } from 'react-i18next';
import { TIMINGS, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useCountdown } from '@/lib/use-countdown';
import { useStartEmailVerification } from '@/lib/user';

/**
 * /verify-email: the check-your-inbox text and the resend button. The server allows one message a minute;
 * after a send, or when it answers 429, the button is locked for the time left, counted down each second.
 */
export function SendVerification({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'errors']);
  const start = useStartEmailVerification();
  const { secondsLeft, start: lockFor } = useCountdown();
  const isLocked = secondsLeft > 0;
  const isTooSoon = isApiError(start.error) && start.error.status === 429;

  const onSend = () =>
    start.mutate(undefined, {
      onSuccess: () => lockFor(TIMINGS.resendCodeLockMs),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          lockFor((error.retryAfterSeconds ?? TIMINGS.resendCodeLockMs / 1000) * 1000);
        }
      },
    });

  if (!user.email) return <p>{t('verify.no_email')}</p>;
  return (
    <div className="resend">
      <p>{t('verify.check_inbox', { email: user.email })}</p>
      <p className="muted">{t('verify.spam_hint')}</p>
      <Button variant="secondary" disabled={isLocked || start.isPending} onClick={onSend}>
        {isLocked ? t('verify.resend_wait', { seconds: secondsLeft }) : t('verify.resend')}
      </Button>
      <p role="status" className="resend__status">
        {start.isSuccess ? t('verify.sent') : null}
        {isTooSoon ? t('verify.sent_recently') : null}
      </p>
      {/* spec 01 §8: a failed start shows the generic message */}
      {start.isError && !isTooSoon ? (
        <p role="alert" className="form__error">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
    </div>
  );
}
