import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { regionById, type CountryCode } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useUser } from '@/lib/user';
import { useInstaller, useUpdateInstaller } from '@/features/team/api/team';
import { InstallerForm } from '@/features/team/components/installer-form';
import type { TeamSavedState } from './team-list';
import '@/styles/field-work.css';
import '@/styles/team.css';

/** spec 03 §2 /team/{uuid}: the member's name, phone and e-mail; saved, back to the list. */
export function Component() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation(['titles', 'team']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: member, error, isPending } = useInstaller(uuid);
  const update = useUpdateInstaller(uuid);
  const country = user ? (regionById(user.region)?.code as CountryCode | undefined) : undefined;
  return (
    <Page title={t('titles:team.member')} back={{ to: '/team', label: t('team:back_to_list') }}>
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : isPending || !country || !member ? (
        <PageLoading />
      ) : (
        <InstallerForm
          country={country}
          initial={{
            name: member.name,
            surname: member.surname,
            phone: member.phone,
            email: member.email ?? '',
          }}
          submitLabel={t('team:form.save')}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            const state: TeamSavedState = { saved: 'updated' };
            void navigate('/team', { state });
          }}
        />
      )}
    </Page>
  );
}
