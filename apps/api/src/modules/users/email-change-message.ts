import { languageById, type Locale } from '@club/contract';

interface EmailChangeTexts {
  codeSubject: string;
  /** The code is the only 5-digit number in the text, so that people and tests can pick it out. */
  codeBody: (code: string) => string;
  noticeSubject: string;
  noticeBody: (address: string) => string;
}

// The spec gives no text for these messages; the wording is ours, in every locale of the app.
const TEXTS: Record<Locale, EmailChangeTexts> = {
  en: {
    codeSubject: 'Confirm your new e-mail address',
    codeBody: (c) =>
      `Your Installer Club code to confirm your new e-mail address: ${c}. It is valid for 10 minutes. If you did not ask for this, ignore this message.`,
    noticeSubject: 'Your sign-in e-mail address was changed',
    noticeBody: (a) =>
      `The e-mail address you use to sign in to Installer Club was changed to ${a}. If you did not make this change, contact the club's support at once.`,
  },
  pl: {
    codeSubject: 'Potwierdź nowy adres e-mail',
    codeBody: (c) =>
      `Twój kod Installer Club do potwierdzenia nowego adresu e-mail: ${c}. Jest ważny 10 minut. Jeśli to nie Ty, zignoruj tę wiadomość.`,
    noticeSubject: 'Zmieniono Twój adres e-mail do logowania',
    noticeBody: (a) =>
      `Adres e-mail, którym logujesz się do Installer Club, został zmieniony na ${a}. Jeśli to nie Ty, natychmiast skontaktuj się z obsługą klubu.`,
  },
  cs: {
    codeSubject: 'Potvrďte novou e-mailovou adresu',
    codeBody: (c) =>
      `Váš kód Installer Club pro potvrzení nové e-mailové adresy: ${c}. Platí 10 minut. Pokud jste o změnu nežádali, tuto zprávu ignorujte.`,
    noticeSubject: 'Vaše přihlašovací e-mailová adresa byla změněna',
    noticeBody: (a) =>
      `E-mailová adresa, kterou se přihlašujete do Installer Club, byla změněna na ${a}. Pokud jste změnu neprovedli vy, ihned kontaktujte podporu klubu.`,
  },
  sk: {
    codeSubject: 'Potvrďte novú e-mailovú adresu',
    codeBody: (c) =>
      `Váš kód Installer Club na potvrdenie novej e-mailovej adresy: ${c}. Platí 10 minút. Ak ste o zmenu nežiadali, túto správu ignorujte.`,
    noticeSubject: 'Vaša prihlasovacia e-mailová adresa bola zmenená',
    noticeBody: (a) =>
      `E-mailová adresa, ktorou sa prihlasujete do Installer Club, bola zmenená na ${a}. Ak ste zmenu neurobili vy, ihneď kontaktujte podporu klubu.`,
  },
  hu: {
    codeSubject: 'Erősítse meg új e-mail-címét',
    codeBody: (c) =>
      `Installer Club kódja az új e-mail-cím megerősítéséhez: ${c}. 10 percig érvényes. Ha nem Ön kérte, hagyja figyelmen kívül ezt az üzenetet.`,
    noticeSubject: 'Megváltozott a bejelentkezési e-mail-címe',
    noticeBody: (a) =>
      `Az Installer Club bejelentkezéshez használt e-mail-címe erre változott: ${a}. Ha nem Ön módosította, azonnal forduljon a klub ügyfélszolgálatához.`,
  },
  it: {
    codeSubject: 'Conferma il tuo nuovo indirizzo e-mail',
    codeBody: (c) =>
      `Il tuo codice Installer Club per confermare il nuovo indirizzo e-mail: ${c}. Valido 10 minuti. Se non l'hai richiesto tu, ignora questo messaggio.`,
    noticeSubject: "L'indirizzo e-mail di accesso è stato cambiato",
    noticeBody: (a) =>
      `L'indirizzo e-mail con cui accedi a Installer Club è stato cambiato in ${a}. Se non sei stato tu, contatta subito l'assistenza del club.`,
  },
  ro: {
    codeSubject: 'Confirmă noua adresă de e-mail',
    codeBody: (c) =>
      `Codul tău Installer Club pentru confirmarea noii adrese de e-mail: ${c}. Este valabil 10 minute. Dacă nu ai cerut acest lucru, ignoră mesajul.`,
    noticeSubject: 'Adresa de e-mail de autentificare a fost schimbată',
    noticeBody: (a) =>
      `Adresa de e-mail cu care te autentifici în Installer Club a fost schimbată în ${a}. Dacă nu ai făcut tu această schimbare, contactează imediat asistența clubului.`,
  },
  bg: {
    codeSubject: 'Потвърдете новия си имейл адрес',
    codeBody: (c) =>
      `Вашият код за Installer Club за потвърждаване на новия имейл адрес: ${c}. Валиден е 10 минути. Ако не сте поискали това, игнорирайте съобщението.`,
    noticeSubject: 'Имейл адресът ви за вход беше променен',
    noticeBody: (a) =>
      `Имейл адресът, с който влизате в Installer Club, беше променен на ${a}. Ако не сте направили тази промяна, незабавно се свържете с поддръжката на клуба.`,
  },
  bs: {
    codeSubject: 'Potvrdite novu e-mail adresu',
    codeBody: (c) =>
      `Vaš Installer Club kod za potvrdu nove e-mail adrese: ${c}. Važi 10 minuta. Ako niste vi tražili promjenu, zanemarite ovu poruku.`,
    noticeSubject: 'Vaša e-mail adresa za prijavu je promijenjena',
    noticeBody: (a) =>
      `E-mail adresa kojom se prijavljujete u Installer Club promijenjena je u ${a}. Ako niste vi napravili ovu promjenu, odmah kontaktirajte podršku kluba.`,
  },
  hr: {
    codeSubject: 'Potvrdite novu adresu e-pošte',
    codeBody: (c) =>
      `Vaš Installer Club kôd za potvrdu nove adrese e-pošte: ${c}. Vrijedi 10 minuta. Ako niste vi zatražili promjenu, zanemarite ovu poruku.`,
    noticeSubject: 'Vaša adresa e-pošte za prijavu je promijenjena',
    noticeBody: (a) =>
      `Adresa e-pošte kojom se prijavljujete u Installer Club promijenjena je u ${a}. Ako niste vi napravili ovu promjenu, odmah se obratite podršci kluba.`,
  },
  sr: {
    codeSubject: 'Potvrdite novu adresu e-pošte',
    codeBody: (c) =>
      `Vaš Installer Club kod za potvrdu nove adrese e-pošte: ${c}. Važi 10 minuta. Ako niste vi tražili promenu, zanemarite ovu poruku.`,
    noticeSubject: 'Vaša adresa e-pošte za prijavu je promenjena',
    noticeBody: (a) =>
      `Adresa e-pošte kojom se prijavljujete u Installer Club promenjena je u ${a}. Ako niste vi napravili ovu promenu, odmah kontaktirajte podršku kluba.`,
  },
  sl: {
    codeSubject: 'Potrdite nov e-poštni naslov',
    codeBody: (c) =>
      `Vaša koda Installer Club za potrditev novega e-poštnega naslova: ${c}. Velja 10 minut. Če tega niste zahtevali, to sporočilo prezrite.`,
    noticeSubject: 'Vaš e-poštni naslov za prijavo je bil spremenjen',
    noticeBody: (a) =>
      `E-poštni naslov, s katerim se prijavljate v Installer Club, je bil spremenjen v ${a}. Če te spremembe niste naredili vi, se takoj obrnite na podporo kluba.`,
  },
  et: {
    codeSubject: 'Kinnitage oma uus e-posti aadress',
    codeBody: (c) =>
      `Teie Installer Clubi kood uue e-posti aadressi kinnitamiseks: ${c}. See kehtib 10 minutit. Kui te seda ei taotlenud, jätke see sõnum tähelepanuta.`,
    noticeSubject: 'Teie sisselogimise e-posti aadress muudeti',
    noticeBody: (a) =>
      `E-posti aadress, millega logite Installer Clubi sisse, muudeti aadressiks ${a}. Kui te seda muudatust ei teinud, võtke kohe ühendust klubi toega.`,
  },
  lt: {
    codeSubject: 'Patvirtinkite naują el. pašto adresą',
    codeBody: (c) =>
      `Jūsų Installer Club kodas naujam el. pašto adresui patvirtinti: ${c}. Jis galioja 10 minučių. Jei to neprašėte, nekreipkite dėmesio į šį pranešimą.`,
    noticeSubject: 'Jūsų prisijungimo el. pašto adresas pakeistas',
    noticeBody: (a) =>
      `El. pašto adresas, kuriuo jungiatės prie Installer Club, pakeistas į ${a}. Jei šio pakeitimo neatlikote jūs, nedelsdami susisiekite su klubo pagalbos tarnyba.`,
  },
  lv: {
    codeSubject: 'Apstipriniet savu jauno e-pasta adresi',
    codeBody: (c) =>
      `Jūsu Installer Club kods jaunās e-pasta adreses apstiprināšanai: ${c}. Tas ir derīgs 10 minūtes. Ja jūs to nepieprasījāt, neņemiet vērā šo ziņojumu.`,
    noticeSubject: 'Jūsu pieteikšanās e-pasta adrese ir mainīta',
    noticeBody: (a) =>
      `E-pasta adrese, ar kuru piesakāties Installer Club, ir mainīta uz ${a}. Ja šīs izmaiņas neveicāt jūs, nekavējoties sazinieties ar kluba atbalsta dienestu.`,
  },
  tr: {
    codeSubject: 'Yeni e-posta adresinizi onaylayın',
    codeBody: (c) =>
      `Yeni e-posta adresinizi onaylamak için Installer Club kodunuz: ${c}. 10 dakika geçerlidir. Bunu siz istemediyseniz bu mesajı dikkate almayın.`,
    noticeSubject: 'Giriş e-posta adresiniz değiştirildi',
    noticeBody: (a) =>
      `Installer Club'a giriş yaptığınız e-posta adresi ${a} olarak değiştirildi. Bu değişikliği siz yapmadıysanız hemen kulüp desteğiyle iletişime geçin.`,
  },
  uk: {
    codeSubject: 'Підтвердьте нову адресу електронної пошти',
    codeBody: (c) =>
      `Ваш код Installer Club для підтвердження нової адреси електронної пошти: ${c}. Він дійсний 10 хвилин. Якщо ви цього не запитували, проігноруйте це повідомлення.`,
    noticeSubject: 'Адресу електронної пошти для входу змінено',
    noticeBody: (a) =>
      `Адресу електронної пошти, з якою ви входите в Installer Club, змінено на ${a}. Якщо це зробили не ви, негайно зверніться до служби підтримки клубу.`,
  },
};

const textsFor = (languageId: number) => TEXTS[languageById(languageId)?.locale ?? 'en'];

/**
 * An address as the old one is told it: the first character of the name and the whole domain, enough to
 * recognise one's own address and no more for whoever reads that mailbox.
 */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0] ?? ''}•••${email.slice(at)}`;
}

/** The code for the new address, in the account's language. */
export function emailChangeCodeMessage(code: string, languageId: number) {
  const texts = textsFor(languageId);
  return { subject: texts.codeSubject, body: texts.codeBody(code) };
}

/** What the old address (or, without one, the phone) is told once the change is applied. */
export function emailChangedNotice(newEmail: string, languageId: number) {
  const texts = textsFor(languageId);
  return { subject: texts.noticeSubject, body: texts.noticeBody(maskEmail(newEmail)) };
}
