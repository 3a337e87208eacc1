import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiCallError, LEAD_MESSAGES } from '@club/contract';
import { leadErrorMessage } from './lead-errors';

const t = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as TFunction;

describe('lead errors in the person’s language', () => {
  it('words the leads’ own refusals, from the message or from a field', () => {
    const notOpen = new ApiCallError({
      status: 409,
      message: LEAD_MESSAGES.leadNotOpen,
      code: 'lead_not_open',
    });
    expect(leadErrorMessage(t, t, notOpen)).toBe('errors.not_open');
    const pastDate = new ApiCallError({
      status: 422,
      message: 'The given data was invalid.',
      errors: { expected_installation_date: [LEAD_MESSAGES.installationDatePast] },
    });
    expect(leadErrorMessage(t, t, pastDate)).toBe('errors.date_past');
    const illegal = new ApiCallError({
      status: 422,
      message: LEAD_MESSAGES.moveNotAllowed,
      errors: { status: ['interested', 'not-interested'] },
    });
    expect(leadErrorMessage(t, t, illegal)).toBe('errors.move_not_allowed');
  });

  it('leaves any other failure to the app’s shared texts', () => {
    const offline = new ApiCallError({ status: 0, message: 'Failed to fetch', code: 'network' });
    expect(leadErrorMessage(t, t, offline)).toBe('codes.network');
  });
});
