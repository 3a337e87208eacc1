import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PROJECT_PRODUCT_FLAG,
  PROJECT_STATUS,
  PROJECT_STATUSES_ACCEPTING_PRODUCTS,
  PROJECT_STATUSES_ALLOWING_PRODUCT_DELETE,
  PROJECT_STATUSES_SHOWING_FLAGS,
  type Project,
  type ProjectStatus,
  type ProjectSurveyResult,
} from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { useSettings } from '@/lib/settings';
import { activeProject, projectLabel } from '@/features/projects/model/active-project';
import {
  useDeleteProduct,
  useDeleteProject,
  useProject,
  useSubmitProjectSurvey,
} from '@/features/projects/api/projects';
import { ProductPhoto } from '@/features/projects/components/product-photo';
import { ProjectStatusBadge } from '@/features/projects/components/project-status';
import { ProjectSurveyForm } from '@/features/projects/components/project-survey-form';
import { useUser } from '@/lib/user';
import '@/styles/field-work.css';

const includes = (list: readonly ProjectStatus[], status: ProjectStatus) => list.includes(status);
const DAY_MS = 86_400_000;

/** Whole days from today (local) to an ISO date; 0 today, negative once past. */
function daysUntil(isoDate: string, now = new Date()): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const target = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / DAY_MS);
}

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
  const { t, i18n } = useTranslation(['titles', 'projects']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const { addProductLink } = useSettings();
  const { data: user } = useUser();
  const removeProduct = useDeleteProduct();
  const removeProject = useDeleteProject();
  const survey = useSubmitProjectSurvey(project.uuid);
  const [result, setResult] = useState<ProjectSurveyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const status = project.status.id;
  const label = projectLabel(project);
  const showFlags = includes(PROJECT_STATUSES_SHOWING_FLAGS, status);
  const canAdd = includes(PROJECT_STATUSES_ACCEPTING_PRODUCTS, status);
  const canDeleteProducts = includes(PROJECT_STATUSES_ALLOWING_PRODUCT_DELETE, status);
  const canDeleteProject = project.products_count === 0 && project.lead === null && canAdd;
  const surveyOpen =
    status === PROJECT_STATUS.IN_PROGRESS && project.products.length > 0 && project.survey.length === 0;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(translateError(tErrors, err));
    }
  };

  const addProduct = () => {
    activeProject.set({ uuid: project.uuid, label });
    void navigate(addProductLink);
  };

  const submitSurvey = (answers: Parameters<typeof survey.mutateAsync>[0]) =>
    run(async () => {
      const answer = await survey.mutateAsync(answers);
      // spec 02 §4: the survey ends the project's turn as the active one
      activeProject.clear(project.uuid);
      setResult(answer);
    });

  const installationDays = project.installation_date ? daysUntil(project.installation_date) : null;

  return (
    <Page title={label} back={{ to: '/projects', label: t('projects:back_to_list') }}>
      <section className="project-head" aria-label={t('projects:detail.summary')}>
        <ProjectStatusBadge status={status} />
        <p>
          {project.street_name}
          <br />
          {[project.postal_code, project.city].filter(Boolean).join(' ')}
        </p>
        {status === PROJECT_STATUS.SCHEDULED && installationDays !== null ? (
          <p className="notice notice--info">
            {installationDays > 0
              ? t('projects:detail.installation_in', {
                  count: installationDays,
                  date: date(project.installation_date!),
                })
              : installationDays === 0
                ? t('projects:detail.installation_today')
                : t('projects:detail.installation_was', { date: date(project.installation_date!) })}
          </p>
        ) : null}
        {status === PROJECT_STATUS.IN_PROGRESS &&
        project.survey.length === 0 &&
        project.days_left !== null ? (
          <p className="notice notice--warning">
            {t('projects:detail.days_left', { count: project.days_left })}
          </p>
        ) : null}
        <dl className="project-head__facts">
          <div>
            <dt>{t('projects:detail.created')}</dt>
            <dd>{date(project.created_at)}</dd>
          </div>
          <div>
            <dt>{t('projects:detail.updated')}</dt>
            <dd>{date(project.updated_at)}</dd>
          </div>
          <div>
            <dt>
              {status === PROJECT_STATUS.CLOSED
                ? t('projects:detail.points_awarded')
                : t('projects:detail.points_available')}
            </dt>
            <dd>{status === PROJECT_STATUS.CLOSED ? project.points_awarded : project.available_points}</dd>
          </div>
        </dl>
        {project.lead ? <Link to={`/leads/${project.lead.uuid}`}>{t('projects:detail.lead')}</Link> : null}
      </section>

      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}

      <section aria-labelledby="products-title">
        <h2 id="products-title" className="section-title">
          {t('projects:detail.products', { count: project.products.length })}
        </h2>
        {project.products.length === 0 ? <p className="muted">{t('projects:detail.no_products')}</p> : null}
        <ul className="product-list">
          {project.products.map((product) => (
            <li key={product.uuid} className="product-row">
              {product.image ? (
                <ProductPhoto
                  src={product.image.thumbnail}
                  alt={t('projects:detail.photo_of', { code: product.serial_number })}
                />
              ) : null}
              <div className="product-row__main">
                <span className="product-row__serial">{product.serial_number}</span>
                <span className="muted">{[product.type, product.size, product.variant].join(' · ')}</span>
                <span>{t('projects:detail.product_points', { count: product.points })}</span>
                {showFlags && product.flag === PROJECT_PRODUCT_FLAG.IN_REVIEW ? (
                  <span className="flag flag--review">{t('projects:flags.in_review')}</span>
                ) : null}
                {showFlags && product.flag === PROJECT_PRODUCT_FLAG.REJECTED ? (
                  <span className="flag flag--rejected">{t('projects:flags.rejected')}</span>
                ) : null}
              </div>
              {canDeleteProducts ? (
                <Button
                  variant="secondary"
                  disabled={!isOnline || removeProduct.isPending}
                  aria-label={t('projects:detail.remove_product', { code: product.serial_number })}
                  onClick={() => void run(() => removeProduct.mutateAsync(product.uuid))}
                >
                  {t('projects:detail.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <div className="actions">
        {canAdd ? <Button onClick={addProduct}>{t('projects:detail.add_product')}</Button> : null}
        {canDeleteProject ? (
          <Button
            variant="secondary"
            disabled={!isOnline || removeProject.isPending}
            onClick={() =>
              void run(async () => {
                await removeProject.mutateAsync(project.uuid);
                activeProject.clear(project.uuid);
                void navigate('/projects');
              })
            }
          >
            {t('projects:detail.delete_project')}
          </Button>
        ) : null}
      </div>

      {surveyOpen && user ? (
        <ProjectSurveyForm
          regionId={user.region}
          isSending={survey.isPending || !isOnline}
          onSubmit={(a) => void submitSurvey(a)}
        />
      ) : null}

      {result?.status.id === PROJECT_STATUS.CLOSED ? (
        <Dialog
          title={t('projects:success.title')}
          onDismiss={() => setResult(null)}
          actions={<Button onClick={() => setResult(null)}>{t('projects:success.close')}</Button>}
        >
          <p className="success-points">{t('projects:success.points', { count: result.points_earned })}</p>
          <p>{t('projects:success.balance', { count: result.company_points })}</p>
        </Dialog>
      ) : null}
      {result?.status.id === PROJECT_STATUS.IN_REVIEW ? (
        <Dialog
          title={t('projects:review.title')}
          onDismiss={() => setResult(null)}
          actions={<Button onClick={() => setResult(null)}>{t('projects:review.close')}</Button>}
        >
          <p>{t('projects:review.text')}</p>
        </Dialog>
      ) : null}
    </Page>
  );
}
