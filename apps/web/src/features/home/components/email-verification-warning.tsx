import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { STAFF_ROLE_ID, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { useStartEmailVerification } from '@/lib/user';

type VerificationUser = Pick<User, 'role' | 'email' | 'verified_email_at'>;

/**
 * spec 02 §2: the unverified-email prompt is for role id 3 only. An installer added by the owner may have
 * no e-mail address at all (spec 03 §5); there is nothing to verify then, so the warning waits for one.
 */
export function shouldShowEmailVerification(user: VerificationUser): boolean {
  return user.role.id === STAFF_ROLE_ID && Boolean(user.email) && user.verified_email_at === null;
}

/** spec 01 §2 Home widgets: its button starts verification and goes to /verify-email. */
export function EmailVerificationWarning({ user }: { user: VerificationUser }) {
  const { t } = useTranslation(['home', 'errors']);
  const titleId = useId();
  const navigate = useNavigate();
  const start = useStartEmailVerification();
  if (!shouldShowEmailVerification(user)) return null;

  const onStart = () => start.mutate(undefined, { onSuccess: () => void navigate('/verify-email') });

  return (
    <section className="home-card home-card--warning" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card__title">
        {t('verify_email.title')}
      </h2>
      <p>{t('verify_email.message', { email: user.email })}</p>
      {/* spec 01 §8: a failed start shows the generic message, whatever the reason */}
      {start.isError ? (
        <p className="form__error" role="alert">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onStart} disabled={start.isPending}>
        {t('verify_email.action')}
      </Button>
    </section>
  );
}
