import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { regionById, type CountryCode, type Project } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { useIsOnline } from '@/lib/online-status';
import { useUser } from '@/lib/user';
import { ProjectForm } from '@/features/projects/components/project-form';
import { activeProject, projectLabel } from '@/features/projects/model/active-project';
import '@/styles/field-work.css';

/** spec 02 §2, §5 /projects/add: not offline; the new project becomes the active one. */
export function Component() {
  const { t } = useTranslation(['titles', 'projects']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isOnline = useIsOnline();
  const { data: user } = useUser();
  const country = (user ? regionById(user.region)?.code : undefined) as CountryCode | undefined;

  const onCreated = (project: Project) => {
    activeProject.set({ uuid: project.uuid, label: projectLabel(project) });
    void navigate(params.get('next') === 'select' ? '/projects/select' : `/projects/${project.uuid}`);
  };

  return (
    <Page title={t('titles:projects.add')} back={{ to: '/projects', label: t('projects:back_to_list') }}>
      {!isOnline ? (
        <p className="notice notice--info" role="status">
          {t('projects:add.offline')}
        </p>
      ) : null}
      <ProjectForm country={country} isOnline={isOnline} onCreated={onCreated} />
    </Page>
  );
}
