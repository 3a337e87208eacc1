import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@club/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { loginErrorMessage } from '../utils/auth-messages';
import { RefusalAlert } from './refusal-alert';

interface SendCodeActionsProps {
  error: unknown;
  /** When the failed request was sent: a new failure starts its own countdown. */
  failedAt: number;
  isPending: boolean;
  /** The phone form's way to the e-mail form, offered when SMS codes are unavailable. */
  onUseEmail?: () => void;
}

/** The end of both contact forms: why the code could not be sent, and the send button. */
export function SendCodeActions({ error, failedAt, isPending, onUseEmail }: SendCodeActionsProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const isSmsUnavailable = isApiError(error) && error.code === ERROR_CODES.smsUnavailable;
  return (
    <>
      {error ? <RefusalAlert key={failedAt} error={error} describe={loginErrorMessage} /> : null}
      <Button type="submit" disabled={isPending}>
        {t('login.send_code')}
      </Button>
      {isSmsUnavailable && onUseEmail ? (
        <Button variant="secondary" onClick={onUseEmail}>
          {t('login.use_email')}
        </Button>
      ) : null}
    </>
  );
}
