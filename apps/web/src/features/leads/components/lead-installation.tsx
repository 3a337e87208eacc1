import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadDetail } from '@club/contract';
import { formatDay } from '@/lib/format';

/**
 * The head of a lead, open or archived, ends with the day the customer expects the installation and a way
 * to the project the lead became; each only when there is one.
 */
export function LeadInstallation({
  lead,
}: {
  lead: Pick<LeadDetail, 'expected_installation_date' | 'project'>;
}) {
  const { t, i18n } = useTranslation('leads');
  return (
    <>
      {lead.expected_installation_date ? (
        <p>
          {t('list.installation', {
            date: formatDay(lead.expected_installation_date, i18n.language),
          })}
        </p>
      ) : null}
      {lead.project ? (
        <Link className="button button--secondary" to={`/projects/${lead.project.uuid}`}>
          {t('detail.project')}
        </Link>
      ) : null}
    </>
  );
}
