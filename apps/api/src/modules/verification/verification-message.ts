import { languageById, type Locale } from '@club/contract';

interface VerificationText {
  subject: string;
  body: (link: string) => string;
}

// The link stands alone on its line, so that mail clients make it clickable and tests can pick it out.
/** One text per language of the club: the e-mail arrives in the account's language (spec 01 §3). */
const TEXTS: Record<Locale, VerificationText> = {
  en: {
    subject: 'Confirm your e-mail address',
    body: (link) =>
      `Please confirm your e-mail address for Installer Club by opening this link:\n${link}\nThe link is valid for 24 hours.`,
  },
  bs: {
    subject: 'Potvrdite svoju e-mail adresu',
    body: (link) =>
      `Potvrdite svoju e-mail adresu za Installer Club otvaranjem ovog linka:\n${link}\nLink važi 24 sata.`,
  },
  bg: {
    subject: 'Потвърдете имейл адреса си',
    body: (link) =>
      `Потвърдете имейл адреса си за Installer Club, като отворите тази връзка:\n${link}\nВръзката е валидна 24 часа.`,
  },
  hr: {
    subject: 'Potvrdite svoju adresu e-pošte',
    body: (link) =>
      `Potvrdite svoju adresu e-pošte za Installer Club otvaranjem ove poveznice:\n${link}\nPoveznica vrijedi 24 sata.`,
  },
  cs: {
    subject: 'Potvrďte svou e-mailovou adresu',
    body: (link) =>
      `Potvrďte svou e-mailovou adresu pro Installer Club otevřením tohoto odkazu:\n${link}\nOdkaz platí 24 hodin.`,
  },
  et: {
    subject: 'Kinnitage oma e-posti aadress',
    body: (link) =>
      `Kinnitage oma e-posti aadress Installer Clubis, avades selle lingi:\n${link}\nLink kehtib 24 tundi.`,
  },
  hu: {
    subject: 'Erősítse meg e-mail-címét',
    body: (link) =>
      `Erősítse meg Installer Club e-mail-címét ennek a hivatkozásnak a megnyitásával:\n${link}\nA hivatkozás 24 óráig érvényes.`,
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail',
    body: (link) =>
      `Conferma il tuo indirizzo e-mail per Installer Club aprendo questo link:\n${link}\nIl link è valido 24 ore.`,
  },
  lt: {
    subject: 'Patvirtinkite savo el. pašto adresą',
    body: (link) =>
      `Patvirtinkite savo Installer Club el. pašto adresą atidarę šią nuorodą:\n${link}\nNuoroda galioja 24 valandas.`,
  },
  lv: {
    subject: 'Apstipriniet savu e-pasta adresi',
    body: (link) =>
      `Apstipriniet savu Installer Club e-pasta adresi, atverot šo saiti:\n${link}\nSaite ir derīga 24 stundas.`,
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail',
    body: (link) =>
      `Potwierdź swój adres e-mail w Installer Club, otwierając ten link:\n${link}\nLink jest ważny 24 godziny.`,
  },
  ro: {
    subject: 'Confirmați adresa de e-mail',
    body: (link) =>
      `Confirmați adresa de e-mail pentru Installer Club deschizând acest link:\n${link}\nLinkul este valabil 24 de ore.`,
  },
  sr: {
    subject: 'Potvrdite svoju imejl adresu',
    body: (link) =>
      `Potvrdite svoju imejl adresu za Installer Club otvaranjem ovog linka:\n${link}\nLink važi 24 sata.`,
  },
  sk: {
    subject: 'Potvrďte svoju e-mailovú adresu',
    body: (link) =>
      `Potvrďte svoju e-mailovú adresu pre Installer Club otvorením tohto odkazu:\n${link}\nOdkaz platí 24 hodín.`,
  },
  sl: {
    subject: 'Potrdite svoj e-poštni naslov',
    body: (link) =>
      `Potrdite svoj e-poštni naslov za Installer Club tako, da odprete to povezavo:\n${link}\nPovezava velja 24 ur.`,
  },
  tr: {
    subject: 'E-posta adresinizi doğrulayın',
    body: (link) =>
      `Installer Club e-posta adresinizi bu bağlantıyı açarak doğrulayın:\n${link}\nBağlantı 24 saat geçerlidir.`,
  },
  uk: {
    subject: 'Підтвердьте свою адресу електронної пошти',
    body: (link) =>
      `Підтвердьте свою адресу електронної пошти для Installer Club, відкривши це посилання:\n${link}\nПосилання дійсне 24 години.`,
  },
};

/** The verification message in the account's language; English for an unknown language id. */
export function verificationMessage(link: string, languageId: number): { subject: string; body: string } {
  const text = TEXTS[languageById(languageId)?.locale ?? 'en'];
  return { subject: text.subject, body: text.body(link) };
}
