import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loginErrorMessage } from '../utils/auth-messages';

/** The end of both contact forms: why the code could not be sent, and the send button. */
export function SendCodeActions({ error, isPending }: { error: unknown; isPending: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <>
      {error ? (
        <p role="alert" className="form__error">
          {loginErrorMessage(t, error)}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending}>
        {t('login.send_code')}
      </Button>
    </>
  );
}
