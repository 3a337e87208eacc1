import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isProjectEditable, type Project } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { useProject } from '@/features/projects/api/projects';
import { ProjectEditForm } from '@/features/projects/components/project-edit-form';
import '@/styles/field-work.css';

/** What the project page shows after a save (router state). */
export interface ProjectSavedState {
  saved: true;
}

/**
 * spec 02 §4, §5 /projects/{uuid}/edit: a scheduled project's name and installation date. Any other
 * project says why it cannot be changed; saved changes go back to the project with a notice.
 */
export function Component() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation(['titles', 'projects']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const { data: project, error, isPending } = useProject(uuid);
  const back = { to: `/projects/${uuid}`, label: t('projects:edit.back') };

  if (isPending) return <PageLoading />;
  const onSaved = (saved: Project | null) => {
    const state: ProjectSavedState | undefined = saved ? { saved: true } : undefined;
    void navigate(`/projects/${uuid}`, { state, replace: true });
  };
  return (
    <Page title={t('titles:projects.edit')} back={back}>
      {!project ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : isProjectEditable(project.status.id) ? (
        <>
          <p className="muted">
            {project.street_name}, {[project.postal_code, project.city].filter(Boolean).join(' ')}
          </p>
          <ProjectEditForm project={project} isOnline={isOnline} onSaved={onSaved} />
        </>
      ) : (
        <>
          <p className="notice notice--info" role="status">
            {t('projects:edit.not_editable')}
          </p>
          <Link className="button button--secondary" to={back.to}>
            {back.label}
          </Link>
        </>
      )}
    </Page>
  );
}
