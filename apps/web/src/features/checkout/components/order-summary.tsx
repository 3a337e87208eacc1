import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CreateOrderBody, MarketingData, Order } from '@club/contract';
import { Button } from '@/components/ui/button';
import { useCreateOrder } from '../api/checkout';
import { idempotencyKeyFor, recordPlacedOrder, type CheckoutDraft } from '../model/checkout-draft';
import { customerForOrder } from '../model/customer-rules';
import { CustomerSummary } from './customer-summary';
import { ServerErrorList } from './error-list';

export interface SummaryLine {
  variant: string;
  name: string;
  detail: string;
  image: string | null;
  price: number;
  quantity: number;
}

interface OrderSummaryProps {
  draft: CheckoutDraft;
  lines: readonly SummaryLine[];
  data?: MarketingData;
  /** The company's points; undefined while unknown. */
  points: number | undefined;
  minimum: number;
  /** After the order: the cart type leaves the cart, or the direct purchase is finished. */
  onPlaced: (order: Order) => void;
}

/**
 * spec 03 §2 /checkout/summary: what is ordered, for how many points, to whom; submit sends POST
 * /v1/orders with the checkout's idempotency key (a retry sends the same key and cannot order twice).
 */
export function OrderSummary({ draft, lines, data, points, minimum, onPlaced }: OrderSummaryProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const navigate = useNavigate();
  const create = useCreateOrder();
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const short = points !== undefined && points < total;
  const belowMinimum = total < minimum;

  const submit = () => {
    const order = {
      type: draft.source.type,
      delivery_type: draft.deliveryType,
      order: lines.map((line) => ({ uuid: line.variant, quantity: line.quantity })),
      customer: customerForOrder(draft.customer, draft.deliveryType),
      ...(data ? { data } : {}),
    };
    const body: CreateOrderBody = { ...order, idempotency_key: idempotencyKeyFor(JSON.stringify(order)) };
    create.mutate(body, {
      onSuccess: (placed) => {
        recordPlacedOrder(placed);
        onPlaced(placed);
        void navigate('/checkout/thankyou', { replace: true });
      },
      onError: (error) => {
        // spec 03 §8: a failed order is logged, and the server's errors are shown as a list
        console.error('Order failed', error);
      },
    });
  };

  return (
    <>
      <ul className="summary-lines">
        {lines.map((line) => (
          <li key={line.variant} className="summary-line">
            <span className="cart-line__image">
              {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : null}
            </span>
            <span className="summary-line__main">
              <span className="summary-line__name">{line.name}</span>
              {line.detail ? <span className="muted">{line.detail}</span> : null}
              <span>
                {t('summary.quantity_price', {
                  quantity: line.quantity,
                  price: t('common:format.points_count', { count: line.price }),
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="cart-group__total">
        <span>{t('summary.total')}</span>
        <strong>{t('common:format.points_count', { count: total })}</strong>
      </p>
      {points !== undefined ? (
        <p className="muted">
          {t('summary.points_after', { points: t('common:format.points_count', { count: points - total }) })}
        </p>
      ) : null}
      <CustomerSummary customer={draft.customer} deliveryType={draft.deliveryType} />
      {belowMinimum ? (
        <p className="notice notice--warning">
          {t('summary.minimum', { points: t('common:format.points_count', { count: minimum }) })}
        </p>
      ) : null}
      {short ? <p className="notice notice--error">{t('summary.not_enough_points')}</p> : null}
      {create.error ? <ServerErrorList error={create.error} /> : null}
      <div className="actions">
        <Button onClick={submit} disabled={create.isPending || short || belowMinimum || lines.length === 0}>
          {create.isPending ? t('summary.sending') : t('summary.submit')}
        </Button>
      </div>
    </>
  );
}
