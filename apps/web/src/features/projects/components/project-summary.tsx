import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysUntilDay, localTimeZone, PROJECT_STATUS, type Project } from '@club/contract';
import { ProjectStatusBadge } from './project-status';
import { formatDate } from '@/lib/format';

/** spec 02 §2, §4 /projects/{uuid}: status, address, installation date, deadline, dates, points, lead. */
export function ProjectSummary({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const status = project.status.id;
  const date = (iso: string) => formatDate(iso, i18n.language);
  // calendar days in the phone's time zone: 0 on the day, negative once past
  const installationDays = project.installation_date
    ? daysUntilDay(project.installation_date, new Date(), localTimeZone())
    : null;

  return (
    <section className="project-head" aria-label={t('detail.summary')}>
      <ProjectStatusBadge status={status} />
      <p>
        {project.street_name}
        <br />
        {[project.postal_code, project.city].filter(Boolean).join(' ')}
      </p>
      {status === PROJECT_STATUS.SCHEDULED && installationDays !== null ? (
        <p className="notice notice--info">
          {installationDays > 0
            ? t('detail.installation_in', {
                count: installationDays,
                date: date(project.installation_date!),
              })
            : installationDays === 0
              ? t('detail.installation_today')
              : t('detail.installation_was', { date: date(project.installation_date!) })}
        </p>
      ) : null}
      {status === PROJECT_STATUS.IN_PROGRESS && project.survey.length === 0 && project.days_left !== null ? (
        <p className="notice notice--warning">{t('detail.days_left', { count: project.days_left })}</p>
      ) : null}
      <dl className="project-head__facts">
        <div>
          <dt>{t('detail.created')}</dt>
          <dd>{date(project.created_at)}</dd>
        </div>
        <div>
          <dt>{t('detail.updated')}</dt>
          <dd>{date(project.updated_at)}</dd>
        </div>
        <div>
          <dt>
            {status === PROJECT_STATUS.CLOSED ? t('detail.points_awarded') : t('detail.points_available')}
          </dt>
          <dd>{status === PROJECT_STATUS.CLOSED ? project.points_awarded : project.available_points}</dd>
        </div>
      </dl>
      {project.lead ? <Link to={`/leads/${project.lead.uuid}`}>{t('detail.lead')}</Link> : null}
    </section>
  );
}
