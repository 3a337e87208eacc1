import { languageById, type Locale } from '@club/contract';

// The code is the only 5-digit number in the text, so that people and browser tests can pick it out.
interface CodeText {
  subject: string;
  body: (code: string) => string;
}

/** One text per language of the club: a code arrives in the account's language (spec 01 §3). */
const TEXTS: Record<Locale, CodeText> = {
  en: {
    subject: 'Your Installer Club code',
    body: (c) => `Your Installer Club code: ${c}. It is valid for 10 minutes.`,
  },
  bs: { subject: 'Vaš Installer Club kod', body: (c) => `Vaš Installer Club kod: ${c}. Važi 10 minuta.` },
  bg: {
    subject: 'Вашият код за Installer Club',
    body: (c) => `Вашият код за Installer Club: ${c}. Валиден е 10 минути.`,
  },
  hr: {
    subject: 'Vaš kod za Installer Club',
    body: (c) => `Vaš kod za Installer Club: ${c}. Vrijedi 10 minuta.`,
  },
  cs: { subject: 'Váš kód Installer Club', body: (c) => `Váš kód Installer Club: ${c}. Platí 10 minut.` },
  et: {
    subject: 'Teie Installer Clubi kood',
    body: (c) => `Teie Installer Clubi kood: ${c}. See kehtib 10 minutit.`,
  },
  hu: {
    subject: 'Installer Club kódja',
    body: (c) => `Az Ön Installer Club kódja: ${c}. 10 percig érvényes.`,
  },
  it: {
    subject: 'Il tuo codice Installer Club',
    body: (c) => `Il tuo codice Installer Club: ${c}. Valido 10 minuti.`,
  },
  lt: {
    subject: 'Jūsų Installer Club kodas',
    body: (c) => `Jūsų Installer Club kodas: ${c}. Jis galioja 10 minučių.`,
  },
  lv: {
    subject: 'Jūsu Installer Club kods',
    body: (c) => `Jūsu Installer Club kods: ${c}. Tas ir derīgs 10 minūtes.`,
  },
  pl: {
    subject: 'Twój kod Installer Club',
    body: (c) => `Twój kod Installer Club: ${c}. Jest ważny 10 minut.`,
  },
  ro: {
    subject: 'Codul tău Installer Club',
    body: (c) => `Codul tău Installer Club: ${c}. Este valabil 10 minute.`,
  },
  sr: {
    subject: 'Vaš kod za Installer Club',
    body: (c) => `Vaš kod za Installer Club: ${c}. Važi 10 minuta.`,
  },
  sk: { subject: 'Váš kód Installer Club', body: (c) => `Váš kód Installer Club: ${c}. Platí 10 minút.` },
  sl: {
    subject: 'Vaša koda za Installer Club',
    body: (c) => `Vaša koda za Installer Club: ${c}. Velja 10 minut.`,
  },
  tr: {
    subject: 'Installer Club kodunuz',
    body: (c) => `Installer Club kodunuz: ${c}. 10 dakika geçerlidir.`,
  },
  uk: {
    subject: 'Ваш код Installer Club',
    body: (c) => `Ваш код Installer Club: ${c}. Він дійсний 10 хвилин.`,
  },
};

/** The one-time code message in the account's language; English for operators and unknown ids. */
export function codeMessage(code: string, languageId: number | null): { subject: string; body: string } {
  const locale = languageId === null ? undefined : languageById(languageId)?.locale;
  const text = TEXTS[locale ?? 'en'];
  return { subject: text.subject, body: text.body(code) };
}
