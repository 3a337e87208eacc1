import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { regionById, type CountryCode } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { useUser } from '@/lib/user';
import { useCreateInstaller } from '@/features/team/api/team';
import { InstallerForm } from '@/features/team/components/installer-form';
import type { TeamSavedState } from './team-list';
import '@/styles/team.css';

/** spec 03 §2 /team/add: the new installer is invited by SMS (and e-mail when given); back to the list. */
export function Component() {
  const { t } = useTranslation(['titles', 'team']);
  const navigate = useNavigate();
  const { data: user } = useUser();
  const create = useCreateInstaller();
  const country = user ? (regionById(user.region)?.code as CountryCode | undefined) : undefined;
  return (
    <Page title={t('titles:team.add')} back={{ to: '/team', label: t('team:back_to_list') }}>
      {!country ? (
        <PageLoading />
      ) : (
        <InstallerForm
          country={country}
          submitLabel={t('team:form.add')}
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            const state: TeamSavedState = { saved: 'added' };
            void navigate('/team', { state });
          }}
        />
      )}
    </Page>
  );
}
