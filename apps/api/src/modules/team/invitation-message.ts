import { languageById, type Locale } from '@club/contract';

interface InvitationText {
  subject: string;
  body: (v: { owner: string; company: string; url: string }) => string;
}

// spec 03 §7 names the message without its text; the wording is ours, in every locale of the app. It is
// short enough for one SMS in most languages and carries no secret: the installer signs in with a code.
const TEXTS: Record<Locale, InvitationText> = {
  en: {
    subject: 'You are invited to the Installer Club',
    body: (v) =>
      `${v.owner} added you to the team of ${v.company} in the Installer Club. Sign in with your phone number: ${v.url}`,
  },
  bs: {
    subject: 'Pozvani ste u Installer Club',
    body: (v) =>
      `${v.owner} vas je dodao u tim firme ${v.company} u Installer Clubu. Prijavite se svojim brojem telefona: ${v.url}`,
  },
  bg: {
    subject: 'Поканени сте в Installer Club',
    body: (v) =>
      `${v.owner} ви добави в екипа на ${v.company} в Installer Club. Влезте с телефонния си номер: ${v.url}`,
  },
  hr: {
    subject: 'Pozvani ste u Installer Club',
    body: (v) =>
      `${v.owner} vas je dodao u tim tvrtke ${v.company} u Installer Clubu. Prijavite se svojim brojem telefona: ${v.url}`,
  },
  cs: {
    subject: 'Pozvánka do Installer Club',
    body: (v) =>
      `${v.owner} vás přidal do týmu firmy ${v.company} v Installer Club. Přihlaste se svým telefonním číslem: ${v.url}`,
  },
  et: {
    subject: 'Teid kutsuti Installer Clubi',
    body: (v) =>
      `${v.owner} lisas teid ettevõtte ${v.company} meeskonda Installer Clubis. Logige sisse oma telefoninumbriga: ${v.url}`,
  },
  hu: {
    subject: 'Meghívást kapott az Installer Clubba',
    body: (v) =>
      `${v.owner} felvette Önt a(z) ${v.company} csapatába az Installer Clubban. Jelentkezzen be a telefonszámával: ${v.url}`,
  },
  it: {
    subject: "Sei stato invitato all'Installer Club",
    body: (v) =>
      `${v.owner} ti ha aggiunto al team di ${v.company} nell'Installer Club. Accedi con il tuo numero di telefono: ${v.url}`,
  },
  lt: {
    subject: 'Esate pakviesti į Installer Club',
    body: (v) =>
      `${v.owner} įtraukė jus į įmonės ${v.company} komandą Installer Club. Prisijunkite savo telefono numeriu: ${v.url}`,
  },
  lv: {
    subject: 'Jūs esat uzaicināts uz Installer Club',
    body: (v) =>
      `${v.owner} pievienoja jūs uzņēmuma ${v.company} komandai Installer Club. Piesakieties ar savu tālruņa numuru: ${v.url}`,
  },
  pl: {
    subject: 'Zaproszenie do Installer Club',
    body: (v) =>
      `${v.owner} dodał(a) Cię do zespołu firmy ${v.company} w Installer Club. Zaloguj się swoim numerem telefonu: ${v.url}`,
  },
  ro: {
    subject: 'Ai fost invitat în Installer Club',
    body: (v) =>
      `${v.owner} te-a adăugat în echipa ${v.company} din Installer Club. Autentifică-te cu numărul tău de telefon: ${v.url}`,
  },
  sr: {
    subject: 'Pozvani ste u Installer Club',
    body: (v) =>
      `${v.owner} vas je dodao u tim firme ${v.company} u Installer Clubu. Prijavite se svojim brojem telefona: ${v.url}`,
  },
  sk: {
    subject: 'Pozvánka do Installer Club',
    body: (v) =>
      `${v.owner} vás pridal do tímu firmy ${v.company} v Installer Club. Prihláste sa svojím telefónnym číslom: ${v.url}`,
  },
  sl: {
    subject: 'Povabljeni ste v Installer Club',
    body: (v) =>
      `${v.owner} vas je dodal v ekipo podjetja ${v.company} v Installer Clubu. Prijavite se s svojo telefonsko številko: ${v.url}`,
  },
  tr: {
    subject: "Installer Club'a davet edildiniz",
    body: (v) =>
      `${v.owner} sizi Installer Club'da ${v.company} ekibine ekledi. Telefon numaranızla giriş yapın: ${v.url}`,
  },
  uk: {
    subject: 'Вас запрошено до Installer Club',
    body: (v) =>
      `${v.owner} додав(ла) вас до команди ${v.company} в Installer Club. Увійдіть за своїм номером телефону: ${v.url}`,
  },
};

/** The invitation in the installer's language; English for an unknown id. */
export function invitationMessage(
  languageId: number,
  values: { owner: string; company: string; url: string },
): { subject: string; body: string } {
  const text = TEXTS[languageById(languageId)?.locale ?? 'en'];
  return { subject: text.subject, body: text.body(values) };
}
