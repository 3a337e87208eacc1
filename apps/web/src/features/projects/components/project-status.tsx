import { useTranslation } from 'react-i18next';
import { PROJECT_STATUS, type ProjectStatus } from '@club/contract';

const SLUGS: Record<ProjectStatus, string> = {
  [PROJECT_STATUS.IN_PROGRESS]: 'in_progress',
  [PROJECT_STATUS.CLOSED]: 'closed',
  [PROJECT_STATUS.LOST]: 'lost',
  [PROJECT_STATUS.SCHEDULED]: 'scheduled',
  [PROJECT_STATUS.IN_REVIEW]: 'in_review',
};

/** spec 02 §4 status ids 1–5, as a labelled badge. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('projects');
  const slug = SLUGS[status];
  return <span className={`status-badge status-badge--${slug}`}>{t(`status.${slug}`)}</span>;
}
