import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLeadArchive } from '@/features/leads/api/leads';
import { LeadCustomer } from '@/features/leads/components/lead-customer';
import { LeadInstallation } from '@/features/leads/components/lead-installation';
import { LeadNotes } from '@/features/leads/components/lead-notes';
import { LeadProducts } from '@/features/leads/components/lead-products';
import { LeadStatusBadge } from '@/features/leads/components/lead-status-badge';
import { leadErrorMessage } from '@/features/leads/utils/lead-errors';
import type { LeadMovedState } from './lead-detail';
import '@/styles/field-work.css';
import '@/styles/leads.css';

/** /leads/{uuid}/archive: a lead read as it ended, with what happened to it and when. */
export function Component() {
  const { uuid = '' } = useParams();
  const { t, i18n } = useTranslation(['titles', 'leads']);
  const { t: tErrors } = useTranslation('errors');
  const { data, error, isPending } = useLeadArchive(uuid);
  const moved = (useLocation().state as Partial<LeadMovedState> | null)?.moved;
  const back = { to: '/leads?group=archive', label: t('leads:back_to_archive') };

  if (isPending) return <PageLoading />;
  if (!data) {
    return (
      <Page title={t('titles:leads.archive')} back={back}>
        <p className="notice notice--error" role="alert">
          {leadErrorMessage(t, tErrors, error)}
        </p>
      </Page>
    );
  }
  const { lead, history } = data;
  return (
    <Page title={t('titles:leads.archive')} back={back}>
      {moved ? (
        <p className="notice notice--success" role="status">
          {t('leads:detail.moved', { status: t(`leads:status.${moved}`) })}
        </p>
      ) : null}
      <div className="lead-head">
        <p className="lead-customer__name">
          {`${lead.customer_info.FirstName} ${lead.customer_info.LastName}`.trim()}
        </p>
        <LeadStatusBadge status={lead.status} />
        <p className="muted">
          {t('leads:list.received', { date: formatDate(lead.assigned_at, i18n.language) })}
        </p>
        <LeadInstallation lead={lead} />
      </div>
      <LeadCustomer customer={lead.customer_info} />
      <LeadProducts products={lead.products} />
      <LeadNotes extras={lead.extras} />
      <section className="lead-section" aria-labelledby="lead-history">
        <h2 id="lead-history" className="section-title">
          {t('leads:archive.history')}
        </h2>
        <ol className="lead-history">
          {history.map((item) => (
            <li key={`${item.at}-${item.to}`}>
              <span className="lead-history__what">
                {t(`leads:archive.actor.${item.actor}`)}: {t(`leads:status.${item.to}`)}
              </span>
              <span className="muted">{formatDateTime(item.at, i18n.language)}</span>
              {item.reason ? <span>{t('leads:archive.reason', { reason: item.reason })}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
