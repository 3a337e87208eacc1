import { languageById } from '@club/contract';

// The code is the only 5-digit number in the text, so that people and browser tests can pick it out.
interface CodeText {
  subject: string;
  body: (code: string) => string;
}

const ENGLISH: CodeText = {
  subject: 'Your Installer Club code',
  body: (c) => `Your Installer Club code: ${c}. It is valid for 10 minutes.`,
};

const TEXTS: Record<string, CodeText> = {
  pl: {
    subject: 'Twój kod Installer Club',
    body: (c) => `Twój kod Installer Club: ${c}. Jest ważny 10 minut.`,
  },
  cs: { subject: 'Váš kód Installer Club', body: (c) => `Váš kód Installer Club: ${c}. Platí 10 minut.` },
  sk: { subject: 'Váš kód Installer Club', body: (c) => `Váš kód Installer Club: ${c}. Platí 10 minút.` },
  de: {
    subject: 'Ihr Installer Club Code',
    body: (c) => `Ihr Installer Club Code: ${c}. Er ist 10 Minuten gültig.`,
  },
  hu: {
    subject: 'Installer Club kódja',
    body: (c) => `Az Ön Installer Club kódja: ${c}. 10 percig érvényes.`,
  },
  it: {
    subject: 'Il tuo codice Installer Club',
    body: (c) => `Il tuo codice Installer Club: ${c}. Valido 10 minuti.`,
  },
  ro: {
    subject: 'Codul tău Installer Club',
    body: (c) => `Codul tău Installer Club: ${c}. Este valabil 10 minute.`,
  },
};

/** The one-time code message in the account's language, English where no text exists yet. */
export function codeMessage(code: string, languageId: number | null): { subject: string; body: string } {
  const locale = languageId === null ? 'en' : languageById(languageId)?.locale;
  const text = (locale && TEXTS[locale]) || ENGLISH;
  return { subject: text.subject, body: text.body(code) };
}
