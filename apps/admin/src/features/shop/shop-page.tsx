import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  listShopAdminCategories,
  listShopAdminProducts,
  SHOP_ADMIN_PRODUCT_TYPES,
  type ShopAdminProductSummary,
} from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { CategoriesPanel } from './categories-panel';
import { shopKeys } from './shop-keys';
import './shop.css';

const FILTERS = ['q', 'type', 'category', 'active'] as const;

/** The shop's catalogue: products (filtered, sorted, paged) and the categories. */
export function Component() {
  const { t, i18n } = useTranslation(['shop', 'common']);
  useDocumentTitle(t('shop:title'));
  const page = useListPage({
    endpoint: listShopAdminProducts,
    queryKey: shopKeys.products,
    filters: FILTERS,
    defaultSort: { id: 'name', order: 'asc' },
  });
  const categories = useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) => call(listShopAdminCategories, { signal }),
  });
  const yesNo = (value: boolean) => (value ? t('shop:yes') : t('shop:no'));
  const columns: DataTableColumn<ShopAdminProductSummary>[] = [
    {
      id: 'name',
      header: t('shop:columns.name'),
      sortable: true,
      cell: (product) => (
        <Link to={`products/${product.uuid}`} aria-label={t('shop:editProduct', { name: product.name })}>
          {product.name}
        </Link>
      ),
    },
    { id: 'sku', header: t('shop:columns.sku'), sortable: true, cell: (product) => product.sku },
    {
      id: 'type',
      header: t('shop:columns.type'),
      sortable: true,
      cell: (product) => t(`shop:types.${product.type}`),
    },
    {
      id: 'categories',
      header: t('shop:columns.categories'),
      cell: (product) => product.categories.join(', '),
    },
    { id: 'active', header: t('shop:columns.active'), cell: (product) => yesNo(product.active) },
    {
      id: 'price',
      header: t('shop:columns.price'),
      align: 'end',
      cell: (product) => (product.price === null ? '—' : t('shop:points', { count: product.price })),
    },
    { id: 'stock', header: t('shop:columns.stock'), align: 'end', cell: (product) => product.stock },
    { id: 'regions', header: t('shop:columns.regions'), align: 'end', cell: (product) => product.regions },
    {
      id: 'updated_at',
      header: t('shop:columns.updated'),
      sortable: true,
      cell: (product) => formatDateTime(product.updated_at, i18n.language),
    },
  ];
  return (
    <section className="page">
      <div className="shop-heading">
        <h1>{t('shop:title')}</h1>
        <Link className="button button-primary" to="products/new">
          {t('shop:newProduct')}
        </Link>
      </div>
      <ListTable
        page={page}
        caption={t('shop:productsCaption')}
        columns={columns}
        rowKey={(product) => product.uuid}
        emptyText={t('shop:empty')}
        filterLabel={t('shop:filters.label')}
      >
        <FilterText label={t('shop:filters.q')} {...page.text('q')} />
        <FilterSelect
          label={t('shop:columns.type')}
          {...page.choice('type')}
          allLabel={t('shop:filters.all')}
          options={SHOP_ADMIN_PRODUCT_TYPES.map((type) => ({
            value: type,
            label: t(`shop:types.${type}`),
          }))}
        />
        <FilterSelect
          label={t('shop:filters.category')}
          {...page.choice('category')}
          allLabel={t('shop:filters.all')}
          options={(categories.data?.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.names.en ?? category.slug,
          }))}
        />
        <FilterSelect
          label={t('shop:columns.active')}
          {...page.choice('active')}
          allLabel={t('shop:filters.all')}
          options={[
            { value: 'true', label: t('shop:yes') },
            { value: 'false', label: t('shop:no') },
          ]}
        />
      </ListTable>
      <CategoriesPanel />
    </section>
  );
}
