import { useTranslation } from 'react-i18next';
import { leadGroupOf } from '../utils/lead-groups';

/** A lead's status, coloured by its group (spec 01 §4): open, completed, declined, lost. */
export function LeadStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('leads');
  return (
    <span className={`status-badge lead-badge--${leadGroupOf(status)}`}>
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
