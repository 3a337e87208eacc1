import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadSummary } from '@club/contract';
import { formatDate, formatDateTime, formatDay } from '@/lib/format';
import { leadPath } from '../utils/lead-groups';
import { LeadStatusBadge } from './lead-status-badge';

/** One lead in the list: the customer, where, what they ask for, and what the owner should do by when. */
export function LeadCard({ lead }: { lead: LeadSummary }) {
  const { t, i18n } = useTranslation('leads');
  const products = lead.products
    .map((line) => t('products.line', { product: t(`products.${line.product}`), quantity: line.quantity }))
    .join(', ');
  return (
    <Link className="project-card lead-card" to={leadPath(lead)}>
      <span className="lead-card__head">
        <span className="project-card__title">{lead.customer_name}</span>
        <LeadStatusBadge status={lead.status} />
      </span>
      <span>{`${lead.postal_code} ${lead.city}`.trim()}</span>
      {products ? <span>{products}</span> : null}
      <span className="project-card__meta">
        <span>{t('list.received', { date: formatDate(lead.assigned_at, i18n.language) })}</span>
        {lead.expected_installation_date ? (
          <span>
            {t('list.installation', {
              date: formatDay(lead.expected_installation_date, i18n.language, 'medium'),
            })}
          </span>
        ) : null}
        {lead.deadline_at ? (
          <span>{t('list.deadline', { date: formatDateTime(lead.deadline_at, i18n.language) })}</span>
        ) : null}
      </span>
    </Link>
  );
}
