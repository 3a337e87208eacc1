import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchOperatorCompanies, type OperatorCompanyListItem } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { COUNTRY_REGIONS, companyKeys, regionName } from './queries';
import { StatusBadge } from './status-badge';
import './companies.css';

const FILTERS = ['q', 'region_id', 'active'] as const;
const STATUSES = ['1', '2', '0'] as const;

/** The operators' company search: by name, registration number, e-mail, phone, region and status. */
export function Component() {
  const { t, i18n } = useTranslation('companies');
  useDocumentTitle(t('title'));
  const page = useListPage({
    endpoint: searchOperatorCompanies,
    queryKey: companyKeys.search,
    filters: FILTERS,
    defaultSort: { id: 'name', order: 'asc' },
  });
  const columns: DataTableColumn<OperatorCompanyListItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      cell: (c) => <Link to={c.uuid}>{c.name}</Link>,
    },
    { id: 'region', header: t('columns.region'), cell: (c) => regionName(c.region_id, i18n.language) },
    {
      id: 'registration',
      header: t('columns.registrationNumber'),
      cell: (c) => [c.registration_number, c.registration_number_2].filter(Boolean).join(' · '),
    },
    {
      id: 'owner',
      header: t('columns.owner'),
      cell: (c) =>
        c.owner ? (
          <span className="co-contact">
            <span>
              {c.owner.name} {c.owner.surname}
            </span>
            <span className="muted">{c.owner.email}</span>
            <span className="muted">{c.owner.phone}</span>
          </span>
        ) : (
          '—'
        ),
    },
    { id: 'members', header: t('columns.members'), align: 'end', cell: (c) => c.members },
    {
      id: 'points',
      header: t('columns.points'),
      sortable: true,
      align: 'end',
      cell: (c) => c.points.toLocaleString(i18n.language),
    },
    { id: 'status', header: t('columns.status'), cell: (c) => <StatusBadge active={c.active} /> },
    {
      id: 'created_at',
      header: t('columns.createdAt'),
      sortable: true,
      cell: (c) => formatDate(c.created_at, i18n.language),
    },
  ];
  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <ListTable
        page={page}
        caption={t('title')}
        columns={columns}
        rowKey={(c) => c.uuid}
        emptyText={t('empty')}
        filterLabel={t('filters.label')}
      >
        <FilterText label={t('filters.q')} type="search" {...page.text('q')} />
        <FilterSelect
          label={t('columns.region')}
          {...page.choice('region_id')}
          allLabel={t('filters.allRegions')}
          options={COUNTRY_REGIONS.map((region) => ({
            value: String(region.id),
            label: regionName(region.id, i18n.language),
          })).sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
        />
        <FilterSelect
          label={t('columns.status')}
          {...page.choice('active')}
          allLabel={t('filters.allStatuses')}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </ListTable>
    </section>
  );
}
