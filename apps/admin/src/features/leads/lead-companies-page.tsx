import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listAdminLeadCompanies, type AdminLeadCompany } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { roleMayUse, useOperator } from '@/lib/operator';
import { CoverageForm } from './coverage-form';
import { leadKeys } from './leads-keys';
import { RegionFilter, regionName } from './leads-shared';
import { Modal } from '@/components/modal';
import './leads.css';

const FILTERS = ['q', 'region_id', 'accepts_leads'] as const;

/** `/leads/companies`: how many leads each company holds and how fast it answers them. */
export function Component() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  useDocumentTitle(t('leads:companies.title'));
  const { data: operator } = useOperator();
  const maySetUp = roleMayUse(operator?.role, 'leadsSetup');
  const [editing, setEditing] = useState<AdminLeadCompany | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const page = useListPage({
    endpoint: listAdminLeadCompanies,
    queryKey: leadKeys.companies,
    filters: FILTERS,
    defaultSort: { id: 'open_leads', order: 'desc' },
  });
  const hours = (value: number | null) =>
    value === null ? '—' : t('leads:companies.hours', { count: Math.round(value * 10) / 10 });
  const columns: DataTableColumn<AdminLeadCompany>[] = [
    {
      id: 'name',
      header: t('leads:companies.columns.name'),
      sortable: true,
      cell: (c) => {
        const state = !c.active
          ? t('leads:companies.inactive')
          : !c.accepts_leads
            ? t('leads:companies.noLeads')
            : c.is_available
              ? null
              : t('leads:companies.paused');
        return (
          <>
            <Link
              to={`/leads?company=${c.uuid}`}
              aria-label={t('leads:companies.showLeads', { name: c.name })}
            >
              {c.name}
            </Link>
            {state && <span className="leads-company-state">{state}</span>}
          </>
        );
      },
    },
    { id: 'region', header: t('leads:columns.region'), cell: (c) => regionName(c.region_id, i18n.language) },
    {
      id: 'open_leads',
      header: t('leads:companies.columns.open'),
      sortable: true,
      align: 'end',
      cell: (c) => (c.open_leads_cap === null ? c.open_leads : `${c.open_leads} / ${c.open_leads_cap}`),
    },
    { id: 'new', header: t('leads:companies.columns.new'), align: 'end', cell: (c) => c.new_leads },
    { id: 'total', header: t('leads:companies.columns.total'), align: 'end', cell: (c) => c.leads_total },
    {
      id: 'response',
      header: t('leads:companies.columns.response'),
      align: 'end',
      cell: (c) => hours(c.avg_response_hours),
    },
    {
      id: 'timed_out',
      header: t('leads:companies.columns.timedOut'),
      align: 'end',
      cell: (c) => c.timed_out,
    },
    {
      id: 'last_assigned_at',
      header: t('leads:companies.columns.lastAssigned'),
      sortable: true,
      cell: (c) => (c.last_assigned_at ? formatDate(c.last_assigned_at, i18n.language) : '—'),
    },
    {
      id: 'coverage',
      header: t('leads:companies.columns.coverage'),
      cell: (c) => (
        <div className="row row-tight">
          <span>
            {c.postal_prefixes.length > 0 ? c.postal_prefixes.join(', ') : t('leads:companies.wholeRegion')}
          </span>
          {maySetUp && (
            <button type="button" className="button" onClick={() => setEditing(c)}>
              {t('leads:coverage.edit')}
              <span className="visually-hidden"> {c.name}</span>
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('leads:companies.title')}</h1>
      <p>
        <Link to="/leads">{t('leads:backToDesk')}</Link>
      </p>
      {message && <p role="status">{message}</p>}
      <ListTable
        page={page}
        caption={t('leads:companies.caption')}
        columns={columns}
        rowKey={(c) => c.uuid}
        emptyText={t('leads:companies.empty')}
        filterLabel={t('leads:filters.label')}
      >
        <FilterText label={t('leads:companies.columns.name')} {...page.text('q')} />
        <RegionFilter {...page.choice('region_id')} />
        <FilterSelect
          label={t('leads:companies.columns.takes')}
          {...page.choice('accepts_leads')}
          allLabel={t('leads:filters.all')}
          options={[{ value: 'true', label: t('leads:companies.acceptsOnly') }]}
        />
      </ListTable>
      {editing && (
        <Modal
          className="leads-modal"
          title={t('leads:coverage.title', { name: editing.name })}
          onClose={() => setEditing(null)}
        >
          <CoverageForm
            company={editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setMessage(t('leads:coverage.saved', { name: editing.name }));
              setEditing(null);
            }}
          />
        </Modal>
      )}
    </section>
  );
}
