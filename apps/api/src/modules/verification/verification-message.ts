import { languageById } from '@club/contract';

interface VerificationText {
  subject: string;
  body: (link: string) => string;
}

// The link stands alone on its line, so that mail clients make it clickable and tests can pick it out.
const ENGLISH: VerificationText = {
  subject: 'Confirm your e-mail address',
  body: (link) =>
    `Please confirm your e-mail address for Installer Club by opening this link:\n${link}\nThe link is valid for 24 hours.`,
};

const TEXTS: Record<string, VerificationText> = {
  pl: {
    subject: 'Potwierdź swój adres e-mail',
    body: (link) =>
      `Potwierdź swój adres e-mail w Installer Club, otwierając ten link:\n${link}\nLink jest ważny 24 godziny.`,
  },
  cs: {
    subject: 'Potvrďte svou e-mailovou adresu',
    body: (link) =>
      `Potvrďte svou e-mailovou adresu pro Installer Club otevřením tohoto odkazu:\n${link}\nOdkaz platí 24 hodin.`,
  },
  sk: {
    subject: 'Potvrďte svoju e-mailovú adresu',
    body: (link) =>
      `Potvrďte svoju e-mailovú adresu pre Installer Club otvorením tohto odkazu:\n${link}\nOdkaz platí 24 hodín.`,
  },
};

/** The verification message in the account's language, English where no text exists yet. */
export function verificationMessage(link: string, languageId: number): { subject: string; body: string } {
  const locale = languageById(languageId)?.locale;
  const text = (locale && TEXTS[locale]) || ENGLISH;
  return { subject: text.subject, body: text.body(link) };
}
