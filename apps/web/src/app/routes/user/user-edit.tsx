import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { ProfileEditForm } from '@/features/account/components/profile-edit-form';
import { useUser } from '@/lib/user';
import '@/styles/account.css';

/** spec 02 §2 User edit: saved changes go back to /user, which reads the updated user query. */
export function Component() {
  const { t } = useTranslation(['titles', 'account']);
  const navigate = useNavigate();
  const { data: user } = useUser();
  return (
    <Page title={t('user.edit')} back={{ to: '/user', label: t('account:nav.back_to_profile') }}>
      {user ? <ProfileEditForm user={user} onSaved={() => void navigate('/user')} /> : <PageLoading />}
    </Page>
  );
}
