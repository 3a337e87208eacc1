import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  AdminOrderStatusBodySchema,
  getAdminOrder,
  getAdminOrderLogo,
  getAdminOrderProof,
  ORDER_STATUS,
  ORDER_STATUS_TONES,
  setAdminOrderStatus,
  type AdminOrder,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { downloadFile } from './download';
import { orderKeys } from './order-keys';
import { useOrdersMessage } from './orders-messages';
import './orders.css';

type StatusInput = z.input<typeof AdminOrderStatusBodySchema>;
type StatusOutput = z.output<typeof AdminOrderStatusBodySchema>;

function StatusBadge({ status }: { status: AdminOrder['status'] }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`orders-badge orders-badge--${ORDER_STATUS_TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** A new status with its reason; on negative or failed the shop returns the points and the stock. */
function StatusForm({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['orders', 'common']);
  const m = useOrdersMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StatusInput, unknown, StatusOutput>({
    resolver: zodResolver(AdminOrderStatusBodySchema) as unknown as Resolver<
      StatusInput,
      unknown,
      StatusOutput
    >,
    defaultValues: { status: order.status, reason: '' },
  });
  const save = useMutation({
    mutationFn: (values: StatusOutput) =>
      call(setAdminOrderStatus, { params: { id: order.uuid }, body: values }),
    onSuccess: async (updated) => {
      form.reset({ status: updated.status, reason: '' });
      queryClient.setQueryData(orderKeys.order(order.uuid), updated);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, ['status', 'reason'])) setFailure(errorMessage(error, t));
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="panel stack orders-form"
      aria-labelledby="orders-status-form"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <h2 id="orders-status-form">{t('orders:change.heading')}</h2>
      <SelectField
        label={t('orders:change.status')}
        error={m(errors.status?.message)}
        options={Object.values(ORDER_STATUS).map((status) => ({
          value: String(status),
          label: t(`orders:status.${status}`),
        }))}
        {...form.register('status', { setValueAs: (value: unknown) => Number(value) })}
      />
      <p className="field-hint">{t('orders:change.refundHint')}</p>
      <div className="field">
        <label htmlFor="orders-reason">{t('orders:change.reason')}</label>
        <textarea
          id="orders-reason"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'orders-reason-error' : undefined}
          {...form.register('reason')}
        />
        {errors.reason?.message && (
          <p id="orders-reason-error" className="field-error">
            {m(translateMessage(errors.reason.message, t))}
          </p>
        )}
      </div>
      <FormError message={failure} />
      {save.isSuccess && <p role="status">{t('orders:change.saved')}</p>}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('orders:change.submit')}
        </button>
      </div>
    </form>
  );
}

function Downloads({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['orders', 'common']);
  const [failure, setFailure] = useState<string | null>(null);
  if (!order.has_proof && !order.logo) return null;
  const get = (path: string, name: string) => {
    setFailure(null);
    downloadFile(path, { id: order.uuid }, {}, name).catch((error: unknown) =>
      setFailure(errorMessage(error, t)),
    );
  };
  return (
    <section className="panel" aria-labelledby="orders-files">
      <h2 id="orders-files">{t('orders:files.heading')}</h2>
      <div className="row">
        {order.has_proof && (
          <button
            type="button"
            className="button"
            onClick={() => get(getAdminOrderProof.path, `proof-${order.number}.pdf`)}
          >
            {t('orders:files.proof')}
          </button>
        )}
        {order.logo && (
          <button
            type="button"
            className="button"
            onClick={() => get(getAdminOrderLogo.path, order.logo?.name ?? 'logo')}
          >
            {t('orders:files.logo', { name: order.logo.name })}
          </button>
        )}
      </div>
      <FormError message={failure} />
    </section>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const customer = order.customer;
  const name = [customer.name, customer.surname].filter(Boolean).join(' ');
  const address = [
    [customer.street, customer.house_number].filter(Boolean).join(' '),
    [customer.postal_code, customer.city].filter(Boolean).join(' '),
    customer.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="stack">
      <div className="orders-detail">
        <section className="panel" aria-labelledby="orders-summary">
          <h2 id="orders-summary">{t('orders:detail.summary')}</h2>
          <dl className="orders-facts">
            <dt>{t('orders:columns.status')}</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
            <dt>{t('orders:columns.date')}</dt>
            <dd>{formatDateTime(order.created_at, i18n.language)}</dd>
            <dt>{t('orders:columns.company')}</dt>
            <dd>{order.company.name}</dd>
            <dt>{t('orders:columns.region')}</dt>
            <dd>{order.region}</dd>
            <dt>{t('orders:columns.type')}</dt>
            <dd>{t(`orders:types.${order.type}`)}</dd>
            <dt>{t('orders:columns.points')}</dt>
            <dd>{order.points}</dd>
            <dt>{t('orders:detail.delivery')}</dt>
            <dd>{t(`orders:delivery.${order.delivery_type}`)}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="orders-customer">
          <h2 id="orders-customer">{t('orders:detail.customer')}</h2>
          <dl className="orders-facts">
            <dt>{t('orders:detail.name')}</dt>
            <dd>{name || '—'}</dd>
            <dt>{t('orders:detail.companyName')}</dt>
            <dd>{customer.company_name ?? '—'}</dd>
            <dt>{t('orders:detail.email')}</dt>
            <dd>{customer.email ?? '—'}</dd>
            <dt>{t('orders:detail.phone')}</dt>
            <dd>{customer.phone ?? customer.phone_number ?? '—'}</dd>
            <dt>{t('orders:detail.address')}</dt>
            <dd>{address || '—'}</dd>
          </dl>
        </section>
      </div>
      <section className="panel" aria-labelledby="orders-items">
        <h2 id="orders-items">{t('orders:detail.items')}</h2>
        <div className="data-table table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('orders:detail.sku')}</th>
                <th scope="col">{t('orders:detail.product')}</th>
                <th scope="col">{t('orders:detail.quantity')}</th>
                <th scope="col">{t('orders:detail.price')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.variant_uuid}>
                  <td>{item.sku}</td>
                  <td>{item.name}</td>
                  <td>{item.quantity}</td>
                  <td>{item.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {order.items.some((item) => item.input_data) && (
          <dl className="orders-facts">
            {order.items.flatMap((item) =>
              Object.entries(item.input_data ?? {})
                .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
                .map(([field, value]) => (
                  <div key={`${item.variant_uuid}-${field}`} style={{ display: 'contents' }}>
                    <dt>{field}</dt>
                    <dd>{String(value)}</dd>
                  </div>
                )),
            )}
          </dl>
        )}
      </section>
      {order.voucher && (
        <section className="panel" aria-labelledby="orders-voucher">
          <h2 id="orders-voucher">{t('orders:detail.voucher')}</h2>
          <dl className="orders-facts">
            <dt>{t('orders:detail.voucherNumber')}</dt>
            <dd>{order.voucher.number}</dd>
            <dt>{t('orders:detail.voucherPassword')}</dt>
            <dd>{order.voucher.password}</dd>
            <dt>{t('orders:detail.voucherExpires')}</dt>
            <dd>{formatDateTime(order.voucher.expiresAt, i18n.language)}</dd>
          </dl>
        </section>
      )}
      <Downloads order={order} />
      <StatusForm key={order.uuid} order={order} />
      <section className="panel" aria-labelledby="orders-history">
        <h2 id="orders-history">{t('orders:history.heading')}</h2>
        <ol>
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {formatDateTime(entry.at, i18n.language)} — <StatusBadge status={entry.status} /> —{' '}
              {entry.operator ?? t('orders:history.installer')}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** `/orders/:uuid`: one order, its files, its history and the status change. */
export function Component() {
  const { t } = useTranslation(['orders']);
  const { uuid = '' } = useParams();
  const query = useQuery({
    queryKey: orderKeys.order(uuid),
    queryFn: ({ signal }) => call(getAdminOrder, { params: { id: uuid }, signal }),
  });
  const title = t('orders:detail.title', { number: query.data?.number ?? '' });
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>
        <Link to="/orders">{t('orders:backToList')}</Link>
      </p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <OrderView order={query.data} />
      )}
    </section>
  );
}
