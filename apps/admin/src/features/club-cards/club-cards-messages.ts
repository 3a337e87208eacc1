import { useTranslation } from 'react-i18next';
import { CLUB_CARD_MESSAGES } from '@club/contract';

const KEYS = new Map<string, string>(Object.entries(CLUB_CARD_MESSAGES).map(([key, text]) => [text, key]));

/** The club card's messages (the contract's CLUB_CARD_MESSAGES) in the operator's language. */
export function useClubCardsMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('club_cards');
  return (text) => {
    const key = text === undefined ? undefined : KEYS.get(text);
    return key ? t(`club_cards:messages.${key}`, { defaultValue: text }) : text;
  };
}
