import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMPANY_ADMIN_MESSAGES, fillMessage } from '@club/contract';
import { companyMessage } from './messages';

const t = ((key: string, options?: { count?: number }) =>
  `${key}|${options?.count ?? ''}`) as unknown as TFunction;

describe('companyMessage', () => {
  it("finds the section's messages by their text, with the number the server filled in", () => {
    expect(companyMessage(COMPANY_ADMIN_MESSAGES.reasonRequired, t)).toBe(
      'companies:messages.reasonRequired|0',
    );
    const limit = fillMessage(COMPANY_ADMIN_MESSAGES.installersLimit, { count: 10 });
    expect(companyMessage(limit, t)).toBe('companies:messages.installersLimit|10');
  });

  it('returns any other text as it is', () => {
    expect(companyMessage('The email has already been taken.', t)).toBe('The email has already been taken.');
    expect(companyMessage(undefined, t)).toBeUndefined();
  });
});
