import type { TFunction } from 'i18next';
import { COMPANY_ADMIN_MESSAGES } from '@club/contract';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The section's own messages of the contract, `{count}` and all, matched by their English text. */
const PATTERNS = Object.entries(COMPANY_ADMIN_MESSAGES).map(([key, template]) => ({
  key,
  pattern: new RegExp(`^${escape(template).replace(escape('{count}'), '(\\d+)')}$`),
}));

/**
 * A message of this section's calls in the operator's language (`companies:messages.<key>`); any other
 * text is returned as it is, for the shared fields and errors to translate as they do.
 */
export function companyMessage(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return text;
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(`companies:messages.${key}`, { count: Number(match[1] ?? 0) });
  }
  return text;
}
