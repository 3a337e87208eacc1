import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { ConfirmVerification } from '@/features/account/components/confirm-verification';
import { SendVerification } from '@/features/account/components/send-verification';
import { useUser } from '@/lib/user';
import '@/styles/account.css';

/**
 * spec 01 §2 /verify-email. Without a token: home's button has just sent the message, so the page says to
 * check the inbox and offers a resend. With `?token=` (the e-mailed link): confirms. The route is behind
 * sign-in (spec 01 §2); a link opened signed out passes through /login and comes back with its token.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'account']);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data: user } = useUser();
  const send = user ? <SendVerification user={user} /> : null;

  let content;
  if (token) content = <ConfirmVerification token={token} onInvalid={send} />;
  else if (!user) content = <PageLoading />;
  else if (user.verified_email_at) {
    content = (
      <>
        <p>{t('account:verify.already_verified', { email: user.email })}</p>
        <Link to="/">{t('account:verify.home')}</Link>
      </>
    );
  } else content = send;

  return <Page title={t('verify_email.index')}>{content}</Page>;
}
