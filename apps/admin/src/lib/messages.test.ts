import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, MESSAGES, OPERATOR_MESSAGES } from '@club/contract';
import en from '../locales/en/common.json';
import pl from '../locales/pl/common.json';
import { translateMessage } from './messages';

async function tIn(lng: 'en' | 'pl') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { common: en }, pl: { common: pl } }, defaultNS: 'common' });
  return instance.t;
}

describe('translateMessage', () => {
  it("shows the contract's messages in the operator's language", async () => {
    const t = await tIn('pl');
    expect(translateMessage(MESSAGES.emailTaken, t)).toBe('Ten adres e-mail jest już zajęty.');
    expect(translateMessage(FIELD_MESSAGES.codeInvalid, t)).toBe('Kod musi mieć 5 cyfr.');
  });

  it('keeps the English text of a message it has no translation for, and any unknown text as it is', async () => {
    const t = await tIn('pl');
    expect(translateMessage(FIELD_MESSAGES.surnameRequired, t)).toBe(FIELD_MESSAGES.surnameRequired);
    expect(translateMessage('Operator not found.', t)).toBe('Operator not found.');
    expect(translateMessage(undefined, t)).toBeUndefined();
  });

  it('every translated key is a message of the contract', async () => {
    const known = new Set([
      ...Object.keys(FIELD_MESSAGES),
      ...Object.keys(MESSAGES),
      ...Object.keys(OPERATOR_MESSAGES),
    ]);
    for (const key of Object.keys(en.messages)) expect(known, key).toContain(key);
  });
});
