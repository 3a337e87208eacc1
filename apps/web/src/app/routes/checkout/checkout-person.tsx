import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { DELIVERY_TYPE } from '@club/contract';
import {
  isPhysicalType,
  updateCheckoutDraft,
  useCheckoutDraft,
} from '@/features/checkout/model/checkout-draft';

/**
 * spec 01 §2 /checkout/details/person: delivery to the person ordering. It chooses that delivery (for physical
 * products) and opens the address form, which asks for what this delivery needs.
 */
export function Component() {
  const draft = useCheckoutDraft();
  const applies = draft !== null && isPhysicalType(draft.source.type);
  useEffect(() => {
    if (applies) updateCheckoutDraft((current) => ({ ...current, deliveryType: DELIVERY_TYPE.PERSONAL }));
  }, [applies]);
  return <Navigate to={draft ? '/checkout/details/address' : '/cart'} replace />;
}
