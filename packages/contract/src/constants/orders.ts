/** spec 03 §4: order statuses and the tone their badge uses. */
export const ORDER_STATUS = {
  PENDING: 1,
  APPROVED: 2,
  POSITIVE: 3,
  NEGATIVE: 4,
  FAILED: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export type StatusTone = 'info' | 'warning' | 'positive' | 'negative';

export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  1: 'info',
  2: 'warning',
  3: 'positive',
  4: 'negative',
  5: 'warning',
};

/** spec 03 §4: statuses 1, 2 and 5 mean 'in progress'. */
export const ORDER_IN_PROGRESS_STATUSES = [
  ORDER_STATUS.PENDING,
  ORDER_STATUS.APPROVED,
  ORDER_STATUS.FAILED,
] as const satisfies readonly OrderStatus[];

export const isOrderInProgress = (status: number): boolean =>
  (ORDER_IN_PROGRESS_STATUSES as readonly number[]).includes(status);

/** spec 03 §4: delivery types; non-physical products force DIGITAL. */
export const DELIVERY_TYPE = { DIGITAL: 0, PERSONAL: 1, COMPANY: 2 } as const;
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];

/** spec 01 §8: submission states of orders and top-ups that have labels. */
export const SUBMISSION_STATUSES = ['SUBMITTED', 'PENDING', 'REFUSED', 'SUCCEEDED', 'REJECTED'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** spec 03 §5: order check messages. */
export const ORDER_MESSAGES = {
  notEnoughPoints: 'not enough points',
  minimumOrderValue: 'minimum order value',
  outOfStock: 'A product of the order is out of stock.',
  productNotOrderable: 'A product of the order cannot be ordered.',
  idempotencyKeyReused: 'This order key was already used for another order.',
  phoneRegionMismatch: 'The phone region must be the region of the address.',
  deliveryNotAllowed: 'This delivery type is not available for these products.',
  oneDirectProduct: 'A direct product is ordered on its own.',
  statusNotAllowed: 'The order cannot move to this status.',
} as const;

/** spec 03 §5: fields a delivery address needs; company delivery also needs company_name. */
export const ADDRESS_REQUIRED_FIELDS = ['street', 'house_number', 'city', 'postal_code', 'country'] as const;
