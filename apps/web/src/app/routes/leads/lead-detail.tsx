import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { LeadDetail } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { formatDate, formatDateTime } from '@/lib/format';
import { useLead } from '@/features/leads/api/leads';
import { LeadActions } from '@/features/leads/components/lead-actions';
import { LeadCustomer } from '@/features/leads/components/lead-customer';
import { LeadInstallation } from '@/features/leads/components/lead-installation';
import { LeadNoteForm } from '@/features/leads/components/lead-note-form';
import { LeadNotes } from '@/features/leads/components/lead-notes';
import { LeadProducts } from '@/features/leads/components/lead-products';
import { LeadStatusBadge } from '@/features/leads/components/lead-status-badge';
import { leadErrorMessage } from '@/features/leads/utils/lead-errors';
import { leadGroupOf } from '@/features/leads/utils/lead-groups';
import '@/styles/field-work.css';
import '@/styles/leads.css';

export interface LeadMovedState {
  moved: string;
}

/**
 * /leads/{uuid} (spec 02 §2–§5): the customer, the products, the notes, the installation date and the
 * moves the server allows. A lead the owner can no longer act on is read in the archive.
 */
export function Component() {
  const { uuid = '' } = useParams();
  const { t } = useTranslation(['titles', 'leads']);
  const { t: tErrors } = useTranslation('errors');
  const { data: lead, error, isPending } = useLead(uuid);
  const back = { to: '/leads', label: t('leads:back_to_list') };
  // a move that ends the lead leads to its archive, which then says what was done
  const [moved, setMoved] = useState<LeadMovedState | null>(null);

  if (isPending) return <PageLoading />;
  if (!lead) {
    return (
      <Page title={t('titles:leads.detail')} back={back}>
        <p className="notice notice--error" role="alert">
          {leadErrorMessage(t, tErrors, error)}
        </p>
      </Page>
    );
  }
  if (leadGroupOf(lead.status) !== 'open') {
    return <Navigate to={`/leads/${lead.uuid}/archive`} replace state={moved} />;
  }
  return <LeadView lead={lead} back={back} onEnded={setMoved} />;
}

interface LeadViewProps {
  lead: LeadDetail;
  back: { to: string; label: string };
  onEnded: (state: LeadMovedState) => void;
}

function LeadView({ lead, back, onEnded }: LeadViewProps) {
  const { t, i18n } = useTranslation(['titles', 'leads']);
  const name = `${lead.customer_info.FirstName} ${lead.customer_info.LastName}`.trim();
  return (
    <Page title={name || t('titles:leads.detail')} back={back}>
      <div className="lead-head">
        <LeadStatusBadge status={lead.status} />
        <p className="muted">
          {t('leads:list.received', { date: formatDate(lead.assigned_at, i18n.language) })}
        </p>
        {lead.deadline_at ? (
          <p className="lead-deadline">
            {t(`leads:deadline.${lead.status}`, { date: formatDateTime(lead.deadline_at, i18n.language) })}
          </p>
        ) : null}
        <LeadInstallation lead={lead} />
      </div>
      <LeadCustomer customer={lead.customer_info} />
      <LeadProducts products={lead.products} />
      <LeadNotes extras={lead.extras} withClubNote={false} />
      <LeadNoteForm lead={lead} />
      <LeadActions
        lead={lead}
        onMoved={(next) => {
          if (leadGroupOf(next.status) !== 'open') {
            onEnded({ moved: next.status });
          }
        }}
      />
    </Page>
  );
}
