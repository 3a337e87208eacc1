import type { TFunction } from 'i18next';
import { FIELD_MESSAGES, MESSAGES, OPERATOR_MESSAGES } from '@club/contract';

/**
 * The contract's messages (the schemas' and the server's, in English) by their text: a message the
 * back-office knows is shown in the operator's language (`common:messages.<key>`), any other as it came.
 */
const KEYS = new Map<string, string>(
  [...Object.entries(FIELD_MESSAGES), ...Object.entries(MESSAGES), ...Object.entries(OPERATOR_MESSAGES)].map(
    ([key, text]) => [text, key],
  ),
);

export function translateMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return text;
  const key = KEYS.get(text);
  return key ? t(`common:messages.${key}`, { defaultValue: text }) : text;
}
