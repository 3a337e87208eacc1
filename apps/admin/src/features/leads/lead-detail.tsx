import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getAdminLead, type AdminLeadDetail, type AdminLeadEvent } from '@club/contract';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate, formatDateTime } from '@/lib/format';
import { LeadActions } from './lead-actions';
import { leadKeys } from './leads-keys';
import { inProductOrder, LeadStatusBadge, regionName } from './leads-shared';
import './leads.css';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** "Operator Anna Kowalska", "The installer", "The system"… */
function useActorText(): (event: AdminLeadEvent) => string {
  const { t } = useTranslation('leads');
  return (event) =>
    event.actor_name
      ? t(`history.actorNamed.${event.actor}`, { name: event.actor_name })
      : t(`history.actor.${event.actor}`);
}

function History({ events }: { events: readonly AdminLeadEvent[] }) {
  const { t, i18n } = useTranslation('leads');
  const actor = useActorText();
  return (
    <section className="panel" aria-labelledby="leads-history">
      <h2 id="leads-history">{t('history.heading')}</h2>
      <div className="data-table table-scroll">
        <table aria-labelledby="leads-history">
          <thead>
            <tr>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.who')}</th>
              <th scope="col">{t('history.move')}</th>
              <th scope="col">{t('history.company')}</th>
              <th scope="col">{t('history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={`${event.at}-${index}`}>
                <td>{formatDateTime(event.at, i18n.language)}</td>
                <td>{actor(event)}</td>
                <td>
                  {event.from ? (
                    <>
                      <LeadStatusBadge status={event.from} /> <span aria-label={t('history.to')}>→</span>{' '}
                    </>
                  ) : null}
                  <LeadStatusBadge status={event.to} />
                </td>
                <td>{event.company?.name ?? '—'}</td>
                <td>{event.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LeadView({ lead }: { lead: AdminLeadDetail }) {
  const { t, i18n } = useTranslation(['leads', 'common']);
  const customer = lead.customer_info;
  const none = '—';
  return (
    <div className="stack">
      <div className="leads-detail">
        <section className="panel" aria-labelledby="leads-summary">
          <h2 id="leads-summary">{t('leads:detail.summary')}</h2>
          <dl className="leads-facts">
            <Fact label={t('leads:columns.status')}>
              <LeadStatusBadge status={lead.status} />
              {lead.lost_reason && (
                <span className="muted">
                  {' '}
                  {t(`leads:lostReasons.${lead.lost_reason.slug}`, { defaultValue: lead.lost_reason.name })}
                </span>
              )}
            </Fact>
            <Fact label={t('leads:columns.company')}>
              {lead.company ? (
                lead.company.name
              ) : (
                <span className="leads-unassigned">{t('leads:unassigned')}</span>
              )}
            </Fact>
            <Fact label={t('leads:columns.region')}>{regionName(lead.region_id, i18n.language)}</Fact>
            <Fact label={t('leads:detail.round')}>{lead.assignment_round}</Fact>
            <Fact label={t('leads:columns.deadline')}>
              {lead.deadline_at ? formatDateTime(lead.deadline_at, i18n.language) : none}
            </Fact>
            <Fact label={t('leads:detail.installation')}>
              {lead.expected_installation_date
                ? formatDate(lead.expected_installation_date, i18n.language)
                : none}
            </Fact>
            <Fact label={t('leads:detail.source')}>{lead.source ?? t('leads:detail.byOperator')}</Fact>
            <Fact label={t('leads:columns.created')}>{formatDateTime(lead.created_at, i18n.language)}</Fact>
          </dl>
        </section>
        <section className="panel" aria-labelledby="leads-customer">
          <h2 id="leads-customer">{t('leads:detail.customer')}</h2>
          <dl className="leads-facts">
            <Fact label={t('leads:fields.name')}>{`${customer.FirstName} ${customer.LastName}`}</Fact>
            <Fact label={t('leads:fields.street')}>{customer.StreetHouseNumber}</Fact>
            <Fact label={t('leads:fields.place')}>{`${customer.PostalCode} ${customer.City}`}</Fact>
            <Fact label={t('leads:fields.mobile')}>
              <a href={`tel:${customer.Mobile}`}>{customer.Mobile}</a>
            </Fact>
            <Fact label={t('leads:fields.email')}>
              {customer.Email ? <a href={`mailto:${customer.Email}`}>{customer.Email}</a> : none}
            </Fact>
          </dl>
        </section>
      </div>
      <div className="leads-detail">
        <section className="panel" aria-labelledby="leads-products">
          <h2 id="leads-products">{t('leads:detail.products')}</h2>
          <ul>
            {inProductOrder(lead.products).map((line) => (
              <li key={line.product}>
                {t('leads:productLine', {
                  product: t(`leads:products.${line.product}`),
                  count: line.quantity,
                })}
              </li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="leads-notes">
          <h2 id="leads-notes">{t('leads:detail.notes')}</h2>
          <dl className="leads-facts">
            <Fact label={t('leads:fields.notes')}>{lead.extras.Notes ?? none}</Fact>
            <Fact label={t('leads:fields.customerRequested')}>{lead.extras.CustomerRequested ?? none}</Fact>
            <Fact label={t('leads:fields.clubNotes')}>{lead.extras.NotesFromVELUXClub ?? none}</Fact>
          </dl>
        </section>
      </div>
      <LeadActions lead={lead} />
      <History events={lead.history} />
    </div>
  );
}

/** `/leads/:uuid`: the customer, what they asked for, every move, and the dispatcher's actions. */
export function Component() {
  const { t } = useTranslation(['leads']);
  const { uuid = '' } = useParams();
  const query = useQuery({
    queryKey: leadKeys.lead(uuid),
    queryFn: ({ signal }) => call(getAdminLead, { params: { id: uuid }, signal }),
  });
  const name = query.data ? `${query.data.customer_info.FirstName} ${query.data.customer_info.LastName}` : '';
  const title = t('leads:detail.title', { name });
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>
        <Link to="/leads">{t('leads:backToDesk')}</Link>
      </p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LeadView lead={query.data} />
      )}
    </section>
  );
}
