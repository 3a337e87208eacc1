import { type ReviewDecision } from '@club/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { decideProjectReview, projectReviewQuery, reviewKeys } from './api';
import { DecisionForm } from './components/decision-form';
import './review.css';

/** One project in review: its products, photos and signals, the decision, the company's history. */
export function Component() {
  const { t, i18n } = useTranslation(['review', 'common']);
  const { id = '' } = useParams();
  const client = useQueryClient();
  const project = useQuery(projectReviewQuery(id));
  const decide = useMutation({
    mutationFn: (body: ReviewDecision) => call(decideProjectReview, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
  const address = project.data
    ? [project.data.street_name, project.data.city].filter(Boolean).join(', ')
    : '';
  useDocumentTitle(t('review:project.title', { address }));

  return (
    <section className="page review-detail">
      <p>
        <Link to="..">{t('review:project.back')}</Link>
      </p>
      {project.isPending ? <Loading /> : null}
      {project.isError ? <ErrorState error={project.error} onRetry={() => void project.refetch()} /> : null}
      {project.data ? (
        <>
          <h1>{t('review:project.title', { address })}</h1>
          <p className="review-detail__meta">
            <span>
              {t('review:project.company')}: <strong>{project.data.company.name}</strong> (
              {project.data.company.region.code})
            </span>
            {project.data.surveyed_at ? (
              <span>
                {t('review:project.surveyed')}: {formatDateTime(project.data.surveyed_at, i18n.language)}
              </span>
            ) : null}
          </p>
          {decide.isSuccess ? (
            <p role="status" className="review-detail__done">
              {t('review:project.submitted', { points: decide.data.points_awarded })}
            </p>
          ) : null}
          <FormError
            message={
              !decide.isError
                ? null
                : isApiError(decide.error) && decide.error.status === 409
                  ? t('review:project.conflict')
                  : errorMessage(decide.error, t)
            }
          />
          <DecisionForm
            key={`${project.data.uuid}-${project.data.status.id}`}
            project={project.data}
            submitting={decide.isPending}
            onSubmit={(body) => decide.mutateAsync(body).catch(() => undefined)}
          />
        </>
      ) : null}
    </section>
  );
}
