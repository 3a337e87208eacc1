import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROJECT_STATUS, type ProjectSummary } from '@club/contract';
import { projectLabel } from '../model/active-project';
import { ProjectStatusBadge } from './project-status';

/** spec 02 §2 /projects: one project of the list, its status, products, points and days left. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  return (
    <Link className="project-card" to={`/projects/${project.uuid}`}>
      <span className="project-card__title">{projectLabel(project)}</span>
      <span className="project-card__meta">
        <ProjectStatusBadge status={project.status.id} />
        <span>{t('list.products', { count: project.products_count })}</span>
        <span>
          {project.status.id === PROJECT_STATUS.CLOSED
            ? t('list.points_awarded', { count: project.points_awarded })
            : t('list.points_available', { count: project.available_points })}
        </span>
        {project.days_left !== null ? (
          <span>{t('detail.days_left', { count: project.days_left })}</span>
        ) : null}
      </span>
    </Link>
  );
}
