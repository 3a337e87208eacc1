import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AdminLeadsQuerySchema,
  LEAD_LIST_GROUPS,
  LEAD_STATUSES,
  listAdminLeads,
  type AdminLead,
} from '@club/contract';
import {
  DataTable,
  DataTableFilters,
  FilterSelect,
  FilterText,
  useFilterDrafts,
  useListParams,
  type DataTableColumn,
} from '@/components/data-table';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { roleMayUse, useOperator } from '@/lib/operator';
import { leadKeys } from './leads-keys';
import { COUNTRY_REGIONS, LeadStatusBadge, regionName, useProductsText } from './leads-shared';
import './leads.css';

const FILTERS = ['q', 'region_id', 'group', 'status', 'unassigned', 'near_deadline', 'company'] as const;
type Filter = (typeof FILTERS)[number];

/** The desk's ready views: what needs a company, what is about to time out, what no one answered yet. */
const VIEWS: readonly { id: string; filters: Partial<Record<Filter, string>> }[] = [
  { id: 'unassigned', filters: { unassigned: 'true' } },
  { id: 'nearDeadline', filters: { near_deadline: 'true' } },
  { id: 'new', filters: { group: 'new' } },
  { id: 'all', filters: {} },
];

/** The dispatch desk: every lead, the unassigned and those near their deadline first to hand. */
export function Component() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  useDocumentTitle(t('leads:title'));
  const { data: operator } = useOperator();
  const productsText = useProductsText();
  const list = useListParams({
    schema: AdminLeadsQuerySchema,
    filters: FILTERS,
    defaultSort: { id: 'created_at', order: 'desc' },
  });
  const drafts = useFilterDrafts(list, FILTERS);
  const query = useQuery({
    queryKey: leadKeys.list(list.query),
    queryFn: ({ signal }) => call(listAdminLeads, { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<AdminLead>[] = [
    {
      id: 'created_at',
      header: t('leads:columns.created'),
      sortable: true,
      cell: (lead) => formatDateTime(lead.created_at, i18n.language),
    },
    {
      id: 'customer',
      header: t('leads:columns.customer'),
      cell: (lead) => (
        <Link to={lead.uuid} aria-label={t('leads:open', { name: lead.customer_name })}>
          {lead.customer_name}
        </Link>
      ),
    },
    {
      id: 'place',
      header: t('leads:columns.place'),
      cell: (lead) => `${lead.postal_code} ${lead.city}`,
    },
    {
      id: 'region',
      header: t('leads:columns.region'),
      cell: (lead) => regionName(lead.region_id, i18n.language),
    },
    { id: 'products', header: t('leads:columns.products'), cell: (lead) => productsText(lead.products) },
    {
      id: 'company',
      header: t('leads:columns.company'),
      cell: (lead) =>
        lead.company ? lead.company.name : <span className="leads-unassigned">{t('leads:unassigned')}</span>,
    },
    {
      id: 'status',
      header: t('leads:columns.status'),
      cell: (lead) => <LeadStatusBadge status={lead.status} />,
    },
    {
      id: 'deadline_at',
      header: t('leads:columns.deadline'),
      sortable: true,
      cell: (lead) => (lead.deadline_at ? formatDateTime(lead.deadline_at, i18n.language) : '—'),
    },
  ];
  const showView = (filters: Partial<Record<Filter, string>>) => {
    for (const key of FILTERS) drafts.set(key, filters[key] ?? '');
    list.setFilters(Object.fromEntries(FILTERS.map((key) => [key, filters[key] ?? ''])));
  };
  const onlyCompany = list.filters.company;
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('leads:title')}</h1>
        <div className="row">
          <Link className="button button-primary" to="new">
            {t('leads:create.link')}
          </Link>
          <Link className="button" to="companies">
            {t('leads:companies.link')}
          </Link>
          {roleMayUse(operator?.role, 'leadsSetup') && (
            <Link className="button" to="/lead-setup">
              {t('leads:setup.link')}
            </Link>
          )}
        </div>
      </div>
      <div className="row leads-views" role="group" aria-label={t('leads:views.label')}>
        {VIEWS.map((view) => (
          <button
            key={view.id}
            type="button"
            className="button"
            aria-pressed={FILTERS.every((key) => (list.filters[key] ?? '') === (view.filters[key] ?? ''))}
            onClick={() => showView(view.filters)}
          >
            {t(`leads:views.${view.id}`)}
          </button>
        ))}
      </div>
      {onlyCompany && (
        <p className="notice row">
          <span>{t('leads:filters.oneCompany')}</span>
          <button
            type="button"
            className="button button-link"
            onClick={() => drafts.set('company', '', true)}
          >
            {t('leads:filters.allCompanies')}
          </button>
        </p>
      )}
      <DataTable
        caption={t('leads:caption')}
        columns={columns}
        query={query}
        list={list}
        rowKey={(lead) => lead.uuid}
        emptyText={t('leads:empty')}
        filters={
          <DataTableFilters label={t('leads:filters.label')} onApply={drafts.apply} onClear={drafts.clear}>
            <FilterText
              label={t('leads:filters.q')}
              value={drafts.values.q}
              onChange={(v) => drafts.set('q', v)}
            />
            <FilterSelect
              label={t('leads:columns.region')}
              value={drafts.values.region_id}
              onChange={(v) => drafts.set('region_id', v, true)}
              allLabel={t('leads:filters.allRegions')}
              options={COUNTRY_REGIONS.map((region) => ({
                value: String(region.id),
                label: regionName(region.id, i18n.language),
              }))}
            />
            <FilterSelect
              label={t('leads:filters.group')}
              value={drafts.values.group}
              onChange={(v) => drafts.set('group', v, true)}
              allLabel={t('leads:filters.all')}
              options={LEAD_LIST_GROUPS.map((group) => ({ value: group, label: t(`leads:groups.${group}`) }))}
            />
            <FilterSelect
              label={t('leads:columns.status')}
              value={drafts.values.status}
              onChange={(v) => drafts.set('status', v, true)}
              allLabel={t('leads:filters.all')}
              options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`leads:status.${status}`) }))}
            />
            <FilterSelect
              label={t('leads:filters.assignment')}
              value={drafts.values.unassigned}
              onChange={(v) => drafts.set('unassigned', v, true)}
              allLabel={t('leads:filters.all')}
              options={[{ value: 'true', label: t('leads:filters.unassignedOnly') }]}
            />
            <FilterSelect
              label={t('leads:filters.deadline')}
              value={drafts.values.near_deadline}
              onChange={(v) => drafts.set('near_deadline', v, true)}
              allLabel={t('leads:filters.all')}
              options={[{ value: 'true', label: t('leads:filters.nearDeadlineOnly') }]}
            />
          </DataTableFilters>
        }
      />
    </section>
  );
}
