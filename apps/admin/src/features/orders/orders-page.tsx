import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AdminOrderExportQuerySchema,
  exportAdminOrders,
  listAdminOrders,
  ORDER_STATUS,
  ORDER_STATUS_TONES,
  SHOP_ADMIN_PRODUCT_TYPES,
  type AdminOrderSummary,
} from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';

import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';
import { downloadFile } from './download';
import { orderKeys } from './order-keys';
import { useOrdersMessage } from './orders-messages';
import './orders.css';

const FILTERS = ['q', 'status', 'type', 'from', 'to'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** The CSV of a period, downloaded with the operator's token. */
function ExportForm() {
  const { t } = useTranslation(['orders', 'common']);
  const m = useOrdersMessage();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = AdminOrderExportQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      setFailure(m(translateMessage(parsed.error.issues[0]?.message, t)) ?? t('orders:export.invalid'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await downloadFile(exportAdminOrders.path, {}, { from, to }, `orders-${from}-${to}.csv`);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="panel orders-export"
      aria-labelledby="orders-export"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="orders-export">{t('orders:export.heading')}</h2>
      <div className="orders-fields">
        <TextField
          label={t('orders:export.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('orders:export.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('orders:export.download')}
        </button>
      </div>
      <FormError message={failure} />
    </form>
  );
}

/** The fulfilment team's list of every company's orders. */
export function Component() {
  const { t, i18n } = useTranslation(['orders', 'common']);
  useDocumentTitle(t('orders:title'));
  const page = useListPage({
    endpoint: listAdminOrders,
    queryKey: orderKeys.list,
    filters: FILTERS,
    defaultSort: { id: 'created_at', order: 'desc' },
  });
  const columns: DataTableColumn<AdminOrderSummary>[] = [
    {
      id: 'number',
      header: t('orders:columns.number'),
      sortable: true,
      cell: (order) => (
        <Link to={order.uuid} aria-label={t('orders:open', { number: order.number })}>
          {order.number}
        </Link>
      ),
    },
    {
      id: 'created_at',
      header: t('orders:columns.date'),
      sortable: true,
      cell: (order) => formatDateTime(order.created_at, i18n.language),
    },
    { id: 'company', header: t('orders:columns.company'), cell: (order) => order.company.name },
    { id: 'region', header: t('orders:columns.region'), cell: (order) => order.region },
    { id: 'type', header: t('orders:columns.type'), cell: (order) => t(`orders:types.${order.type}`) },
    { id: 'items', header: t('orders:columns.items'), align: 'end', cell: (order) => order.items_count },
    {
      id: 'points',
      header: t('orders:columns.points'),
      sortable: true,
      align: 'end',
      cell: (order) => order.points,
    },
    {
      id: 'status',
      header: t('orders:columns.status'),
      sortable: true,
      cell: (order) => (
        <span className={`orders-badge orders-badge--${ORDER_STATUS_TONES[order.status]}`}>
          {t(`orders:status.${order.status}`)}
        </span>
      ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('orders:title')}</h1>
      <ListTable
        page={page}
        caption={t('orders:caption')}
        columns={columns}
        rowKey={(order) => order.uuid}
        emptyText={t('orders:empty')}
        filterLabel={t('orders:filters.label')}
      >
        <FilterText label={t('orders:filters.q')} {...page.text('q')} />
        <FilterSelect
          label={t('orders:columns.status')}
          {...page.choice('status')}
          allLabel={t('orders:filters.all')}
          options={Object.values(ORDER_STATUS).map((status) => ({
            value: String(status),
            label: t(`orders:status.${status}`),
          }))}
        />
        <FilterSelect
          label={t('orders:columns.type')}
          {...page.choice('type')}
          allLabel={t('orders:filters.all')}
          options={SHOP_ADMIN_PRODUCT_TYPES.map((type) => ({
            value: type,
            label: t(`orders:types.${type}`),
          }))}
        />
        <FilterText label={t('orders:filters.from')} type="date" {...page.text('from')} />
        <FilterText label={t('orders:filters.to')} type="date" {...page.text('to')} />
      </ListTable>
      <ExportForm />
    </section>
  );
}
