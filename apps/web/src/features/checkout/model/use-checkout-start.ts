import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PHONE_COUNTRY_CODES, regionById, type Company, type CountryCode, type User } from '@club/contract';
import { getDirectPurchase } from '@/lib/direct-purchase';
import { beginCheckout, getCheckoutDraft, updateCheckoutDraft, type CheckoutDraft } from './checkout-draft';

/**
 * /checkout's start: the source from the address (`?type=` from the cart, `?direct=1` from a product page;
 * see checkout-draft.ts), else the checkout already under way. Null when there is nothing to check out.
 */
export function useCheckoutStart(): CheckoutDraft | null {
  const [params] = useSearchParams();
  const type = params.get('type');
  const direct = params.get('direct') === '1';
  const [draft] = useState<CheckoutDraft | null>(() => {
    if (direct) {
      const purchase = getDirectPurchase();
      return purchase ? beginCheckout({ kind: 'direct', type: purchase.type }) : null;
    }
    if (type) return beginCheckout({ kind: 'cart', type });
    return getCheckoutDraft();
  });
  return draft;
}

/** The user's phone as a national number of their region, when it is written with that region's code. */
function splitPhone(phone: string | null, region: string): { phone_region: string; phone_number: string } {
  const code = PHONE_COUNTRY_CODES[region as CountryCode];
  if (!phone) return { phone_region: region, phone_number: '' };
  const digits = phone.replace(/[^\d+]/g, '');
  if (code && digits.startsWith(code))
    return { phone_region: region, phone_number: digits.slice(code.length) };
  return { phone_region: region, phone_number: digits.replace(/^\+/, '') };
}

/** spec 03 §6: the customer is filled from the user and the company, once per stored checkout. */
export function usePrefillCustomer(user: User | undefined, company: Company | undefined): void {
  useEffect(() => {
    if (!user || !company) return;
    const draft = getCheckoutDraft();
    if (!draft || draft.prefilled) return;
    const region = regionById(user.region)?.code ?? '';
    const country = region === 'ALL' ? '' : region;
    updateCheckoutDraft((current) => ({
      ...current,
      prefilled: true,
      customer: {
        ...current.customer,
        name: current.customer.name || user.name,
        surname: current.customer.surname || user.surname,
        email: current.customer.email || (user.email ?? ''),
        ...(current.customer.phone_number ? {} : splitPhone(user.phone, country)),
        region: current.customer.region || country,
        company_name: current.customer.company_name || company.name,
      },
    }));
  }, [user, company]);
}
