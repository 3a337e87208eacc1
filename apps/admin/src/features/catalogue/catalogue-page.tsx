import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listCatalogueTypes, PRODUCT_TYPE_VALUES, type CatalogueProductType } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { catalogueKeys } from './catalogue-keys';
import { CatalogueLists } from './catalogue-lists';
import './catalogue.css';

const FILTERS = ['q', 'kind', 'active', 'scannable'] as const;

/** Points as a range over the countries that have any: the form shows each country's value. */
function pointsRange(points: Record<string, number>): { min: number; max: number; count: number } | null {
  const values = Object.values(points);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values), count: values.length };
}

/** The scanning catalogue (ARCHITECTURE §6): product types with their points per country, and the lists. */
export function Component() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('catalogue:title'));
  const page = useListPage({
    endpoint: listCatalogueTypes,
    queryKey: catalogueKeys.types,
    filters: FILTERS,
    defaultSort: { id: 'position', order: 'asc' },
  });
  const yesNo = (value: boolean) => (value ? t('catalogue:yes') : t('catalogue:no'));
  const columns: DataTableColumn<CatalogueProductType>[] = [
    {
      id: 'code',
      header: t('catalogue:columns.code'),
      sortable: true,
      cell: (type) => (
        <Link
          to={`types/${encodeURIComponent(type.code)}`}
          aria-label={t('catalogue:editType', { code: type.code })}
        >
          {type.code}
        </Link>
      ),
    },
    { id: 'name', header: t('catalogue:columns.name'), sortable: true, cell: (type) => type.name },
    {
      id: 'kind',
      header: t('catalogue:columns.kind'),
      sortable: true,
      cell: (type) => t(`catalogue:kinds.${type.kind}`),
    },
    { id: 'scannable', header: t('catalogue:columns.scannable'), cell: (type) => yesNo(type.is_scannable) },
    { id: 'active', header: t('catalogue:columns.active'), cell: (type) => yesNo(type.is_active) },
    {
      id: 'points',
      header: t('catalogue:columns.points'),
      cell: (type) => {
        const range = pointsRange(type.points);
        return range ? t('catalogue:pointsRange', range) : t('catalogue:noPoints');
      },
    },
    {
      id: 'position',
      header: t('catalogue:columns.position'),
      sortable: true,
      align: 'end',
      cell: (type) => type.position,
    },
  ];
  const booleanOptions = [
    { value: 'true', label: t('catalogue:yes') },
    { value: 'false', label: t('catalogue:no') },
  ];
  return (
    <section className="page">
      <div className="catalogue-heading">
        <h1>{t('catalogue:title')}</h1>
        <div className="row">
          <Link className="button button-primary" to="types/new">
            {t('catalogue:newType')}
          </Link>
          <Link className="button" to="import">
            {t('catalogue:import.open')}
          </Link>
        </div>
      </div>
      <ListTable
        page={page}
        caption={t('catalogue:typesCaption')}
        columns={columns}
        rowKey={(type) => type.code}
        emptyText={t('catalogue:empty')}
        filterLabel={t('catalogue:filters.label')}
      >
        <FilterText label={t('catalogue:filters.q')} {...page.text('q')} />
        <FilterSelect
          label={t('catalogue:columns.kind')}
          {...page.choice('kind')}
          allLabel={t('catalogue:filters.all')}
          options={PRODUCT_TYPE_VALUES.map((kind) => ({
            value: kind,
            label: t(`catalogue:kinds.${kind}`),
          }))}
        />
        <FilterSelect
          label={t('catalogue:columns.active')}
          {...page.choice('active')}
          allLabel={t('catalogue:filters.all')}
          options={booleanOptions}
        />
        <FilterSelect
          label={t('catalogue:columns.scannable')}
          {...page.choice('scannable')}
          allLabel={t('catalogue:filters.all')}
          options={booleanOptions}
        />
      </ListTable>
      <CatalogueLists />
    </section>
  );
}
