import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '@/components/layouts/page-loading';
import { isApiError } from '@/lib/api-error';
import { useConfirmVerification } from '../api/confirm-verification';

/** /verify-email?token=: confirms the address with the e-mailed token and says how it went. */
export function ConfirmVerification({ token, onInvalid }: { token: string; onInvalid: ReactNode }) {
  const { t } = useTranslation(['account', 'errors']);
  const confirm = useConfirmVerification(token);
  if (confirm.isPending) return <PageLoading />;
  if (confirm.isSuccess) {
    return (
      <div role="status" className="verify-result">
        <h2>{t('verify.success_title')}</h2>
        <p>{t('verify.success')}</p>
        <Link className="button button--primary" to="/">
          {t('verify.home')}
        </Link>
      </div>
    );
  }
  // 404: unknown, used, expired, or sent to an address since changed; anything else is a failed call
  const isInvalid = isApiError(confirm.error) && confirm.error.status === 404;
  return (
    <div className="verify-result">
      <p role="alert" className="form__error">
        {isInvalid ? t('verify.invalid') : t('errors:messages.something_went_wrong')}
      </p>
      {onInvalid}
    </div>
  );
}
