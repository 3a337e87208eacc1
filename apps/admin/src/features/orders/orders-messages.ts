import { useTranslation } from 'react-i18next';
import { SHOP_ADMIN_MESSAGES } from '@club/contract';

const KEYS = new Map<string, string>(Object.entries(SHOP_ADMIN_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The orders' messages (the contract's SHOP_ADMIN_MESSAGES: a reason, a period) in the operator's
 * language; any other message goes on as it came (the fields translate the shared ones).
 */
export function useOrdersMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('orders');
  return (text) => {
    const key = text === undefined ? undefined : KEYS.get(text);
    return key ? t(`orders:messages.${key}`, { defaultValue: text }) : text;
  };
}
