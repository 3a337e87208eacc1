import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TONES, type OrderStatus } from '@club/contract';

/** spec 03 §4: the status's colour (1 info, 2 warning, 3 positive, 4 negative, 5 warning) and label. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`order-badge order-badge--${ORDER_STATUS_TONES[status]}`}>{t(`status.${status}`)}</span>
  );
}
