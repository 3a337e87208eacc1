import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEAD_LIST_GROUPS, LEAD_STATUSES, listAdminLeads, type AdminLead } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { roleMayUse, useOperator } from '@/lib/operator';
import { leadKeys } from './leads-keys';
import { LeadStatusBadge, RegionFilter, regionName, useProductsText } from './leads-shared';
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
  const page = useListPage({
    endpoint: listAdminLeads,
    queryKey: leadKeys.list,
    filters: FILTERS,
    defaultSort: { id: 'created_at', order: 'desc' },
  });
  const { list } = page;
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
    for (const key of FILTERS) page.text(key).onChange(filters[key] ?? '');
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
            onClick={() => page.choice('company').onChange('')}
          >
            {t('leads:filters.allCompanies')}
          </button>
        </p>
      )}
      <ListTable
        page={page}
        caption={t('leads:caption')}
        columns={columns}
        rowKey={(lead) => lead.uuid}
        emptyText={t('leads:empty')}
        filterLabel={t('leads:filters.label')}
      >
        <FilterText label={t('leads:filters.q')} {...page.text('q')} />
        <RegionFilter {...page.choice('region_id')} />
        <FilterSelect
          label={t('leads:filters.group')}
          {...page.choice('group')}
          allLabel={t('leads:filters.all')}
          options={LEAD_LIST_GROUPS.map((group) => ({ value: group, label: t(`leads:groups.${group}`) }))}
        />
        <FilterSelect
          label={t('leads:columns.status')}
          {...page.choice('status')}
          allLabel={t('leads:filters.all')}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`leads:status.${status}`) }))}
        />
        <FilterSelect
          label={t('leads:filters.assignment')}
          {...page.choice('unassigned')}
          allLabel={t('leads:filters.all')}
          options={[{ value: 'true', label: t('leads:filters.unassignedOnly') }]}
        />
        <FilterSelect
          label={t('leads:filters.deadline')}
          {...page.choice('near_deadline')}
          allLabel={t('leads:filters.all')}
          options={[{ value: 'true', label: t('leads:filters.nearDeadlineOnly') }]}
        />
      </ListTable>
    </section>
  );
}
