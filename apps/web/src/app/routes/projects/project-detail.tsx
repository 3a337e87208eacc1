import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isProjectEditable, PROJECT_STATUS, type Project } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { useUser } from '@/lib/user';
import { useProject } from '@/features/projects/api/projects';
import { ProjectProducts } from '@/features/projects/components/project-products';
import { ProjectSummary } from '@/features/projects/components/project-summary';
import { ProjectSurveyForm } from '@/features/projects/components/project-survey-form';
import { SurveyResultDialog } from '@/features/projects/components/survey-result-dialog';
import { useProjectActions } from '@/features/projects/hooks/use-project-actions';
import { projectLabel } from '@/features/projects/model/active-project';
import { acceptsProducts } from '@/features/projects/model/status-rules';
import type { ProjectSavedState } from './project-edit';
import '@/styles/field-work.css';

/** spec 02 §2, §4 /projects/{uuid}: products, status, dates, the survey and the lead. */
export function Component() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation(['titles', 'projects']);
  const { t: tErrors } = useTranslation('errors');
  const { data: project, error, isPending } = useProject(uuid);

  if (isPending) return <PageLoading />;
  if (!project) {
    return (
      <Page title={t('titles:projects.detail')} back={{ to: '/projects', label: t('projects:back_to_list') }}>
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      </Page>
    );
  }
  return <ProjectView project={project} />;
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const isOnline = useIsOnline();
  const { data: user } = useUser();
  const actions = useProjectActions(project);
  const isSaved = (useLocation().state as Partial<ProjectSavedState> | null)?.saved === true;
  // spec 02 §4: removing a product and deleting a project are asked first
  const [asking, setAsking] = useState<{ product: { uuid: string; code: string } } | 'project' | null>(null);
  const status = project.status.id;
  const canAdd = acceptsProducts(status);
  const canDeleteProject = project.products_count === 0 && project.lead === null && canAdd;
  const isSurveyOpen =
    status === PROJECT_STATUS.IN_PROGRESS && project.products.length > 0 && project.survey.length === 0;

  return (
    <Page title={projectLabel(project)} back={{ to: '/projects', label: t('back_to_list') }}>
      {isSaved ? (
        <p className="notice notice--success" role="status">
          {t('edit.saved')}
        </p>
      ) : null}
      <ProjectSummary project={project} />
      {actions.failure ? (
        <p className="notice notice--error" role="alert">
          {actions.failure}
        </p>
      ) : null}
      <ProjectProducts
        project={project}
        canRemove={isOnline && !actions.isRemovingProduct}
        onRemove={(uuid) => {
          const code = project.products.find((product) => product.uuid === uuid)?.serial_number ?? '';
          setAsking({ product: { uuid, code } });
        }}
      />
      <div className="actions">
        {canAdd ? <Button onClick={actions.addProduct}>{t('detail.add_product')}</Button> : null}
        {isProjectEditable(status) ? (
          <Link className="button button--secondary" to={`/projects/${project.uuid}/edit`}>
            {t('detail.edit')}
          </Link>
        ) : null}
        {canDeleteProject ? (
          <Button
            variant="secondary"
            disabled={!isOnline || actions.isDeletingProject}
            onClick={() => setAsking('project')}
          >
            {t('detail.delete_project')}
          </Button>
        ) : null}
      </div>
      {isSurveyOpen && user ? (
        <ProjectSurveyForm
          regionId={user.region}
          isSending={actions.isSendingSurvey || !isOnline}
          onSubmit={actions.submitSurvey}
        />
      ) : null}
      {asking === 'project' ? (
        <ConfirmDialog
          title={t('detail.confirm_delete.title')}
          confirmLabel={t('detail.delete_project')}
          cancelLabel={t('detail.confirm_delete.cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            actions.deleteProject();
          }}
        >
          {t('detail.confirm_delete.body', { name: projectLabel(project) })}
        </ConfirmDialog>
      ) : asking ? (
        <ConfirmDialog
          title={t('detail.confirm_remove.title')}
          confirmLabel={t('detail.remove')}
          cancelLabel={t('detail.confirm_remove.cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            actions.removeProduct(asking.product.uuid);
          }}
        >
          {t('detail.confirm_remove.body', { code: asking.product.code })}
        </ConfirmDialog>
      ) : null}
      <SurveyResultDialog result={actions.result} onClose={actions.closeResult} />
    </Page>
  );
}
