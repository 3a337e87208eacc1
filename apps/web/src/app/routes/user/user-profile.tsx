import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { UserAvatar } from '@/features/account/components/user-avatar';
import { CertificatesList } from '@/features/certificates/components/certificates-list';
import { useUser } from '@/lib/user';
import '@/styles/account.css';

/** spec 02 §2 User: avatar or initials, name, company, role, the edit link and the certificates. */
export function Component() {
  const { t } = useTranslation(['titles', 'account']);
  const { data: user } = useUser();
  if (!user) return <PageLoading />;
  const roleKey =
    user.role.slug === ROLES.companyOwner.slug
      ? 'account:profile.roles.owner'
      : 'account:profile.roles.installer';
  return (
    <Page title={t('user.profile')} back={{ to: '/menu', label: t('account:nav.back_to_menu') }}>
      <section className="profile" aria-labelledby="profile-name">
        <UserAvatar user={user} size="large" />
        <h2 id="profile-name" className="profile__name">
          {user.name} {user.surname}
        </h2>
        <dl className="profile__details">
          <div>
            <dt>{t('account:profile.company')}</dt>
            <dd>{user.company.name}</dd>
          </div>
          <div>
            <dt>{t('account:profile.role')}</dt>
            <dd>{t(roleKey)}</dd>
          </div>
          {user.email ? (
            <div>
              <dt>{t('account:profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
          ) : null}
        </dl>
        {user.pending_email ? (
          <p className="profile__pending">
            {t('account:change.pending', { email: user.pending_email })}{' '}
            <Link to="/user/edit">{t('account:change.enter_code')}</Link>
          </p>
        ) : null}
        <Link className="button button--secondary" to="/user/edit">
          {t('account:profile.edit')}
        </Link>
      </section>
      <section className="profile-certificates" aria-labelledby="profile-certificates">
        <h2 id="profile-certificates">{t('account:profile.certificates')}</h2>
        <CertificatesList />
      </section>
    </Page>
  );
}
