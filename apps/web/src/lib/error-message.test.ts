import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, MESSAGES } from '@club/contract';
import { setUpI18n } from '../test/render-app';
import { ApiError } from './api-error';
import { errorMessageKeys, translateError, translateFieldMessage } from './error-message';
import { i18n } from './i18n';

describe('error messages (spec 01 §8)', () => {
  beforeAll(() => setUpI18n('pl'));
  const t = () => i18n.getFixedT('pl', 'errors');

  it('translates a known message of the server first, then its code, then the generic text', () => {
    const known = new ApiError({ status: 404, message: MESSAGES.installerNotFound, code: 'not_found' });
    expect(errorMessageKeys(known)).toEqual([
      'messages.installer_not_found',
      'codes.not_found',
      'messages.something_went_wrong',
    ]);
    expect(translateError(t(), known)).toBe('Nie znaleziono instalatora.');
    expect(
      translateError(t(), new ApiError({ status: 429, message: 'Slow down', code: 'rate_limited' })),
    ).toBe('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.');
    expect(translateError(t(), new ApiError({ status: 500, message: 'Boom', code: 'unknown_code' }))).toBe(
      'Coś poszło nie tak. Spróbuj ponownie.',
    );
    expect(translateError(t(), new Error('anything'))).toBe('Coś poszło nie tak. Spróbuj ponownie.');
  });

  it('translates known field messages and keeps other ones as the server wrote them', () => {
    expect(translateFieldMessage(t(), MESSAGES.invalidPhone)).toBe('Nieprawidłowy numer telefonu.');
    expect(translateFieldMessage(t(), 'Some new rule.')).toBe('Some new rule.');
    expect(translateFieldMessage(t(), FIELD_MESSAGES.controlCharacters)).toBe(
      'Pole zawiera niedozwolone znaki.',
    );
  });

  it('tells the person when the database is out of reach', () => {
    const down = new ApiError({ status: 503, message: 'unavailable', code: 'database_unavailable' });
    expect(translateError(t(), down)).toBe('Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.');
  });
});
