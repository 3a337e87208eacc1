import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { EmailChangeCode } from '@/features/account/components/email-change-code';
import { ProfileEditForm } from '@/features/account/components/profile-edit-form';
import { useUser } from '@/lib/user';
import '@/styles/account.css';

/**
 * spec 02 §2 User edit: saved changes go back to /user, which reads the updated user query. While a new
 * e-mail address waits for its code, the screen asks for the code instead.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'account']);
  const navigate = useNavigate();
  const { data: user } = useUser();
  const toProfile = () => void navigate('/user');
  return (
    <Page title={t('user.edit')} back={{ to: '/user', label: t('account:nav.back_to_profile') }}>
      {!user ? (
        <PageLoading />
      ) : user.pending_email ? (
        <EmailChangeCode user={user} onConfirmed={toProfile} />
      ) : (
        <ProfileEditForm user={user} onSaved={toProfile} />
      )}
    </Page>
  );
}
