import { languageById, type Locale } from '@club/contract';

interface NewLeadMail {
  subject: string;
  body: string;
}

/**
 * The e-mail that tells an owner a lead was given to their company, in every language of the club: it
 * reaches the owner in their account's language (spec 01 §3). It names the city only, never the customer.
 * The notice beside it is worded by the app from its params.
 */
const TEXTS: Record<Locale, (city: string) => NewLeadMail> = {
  en: (city) => ({
    subject: 'A new lead is waiting for you',
    body: `A customer from ${city} is looking for an installer. Open the club app to answer the lead.`,
  }),
  bs: (city) => ({
    subject: 'Čeka vas novi upit',
    body: `Kupac iz mjesta ${city} traži montera. Otvorite aplikaciju kluba da odgovorite na upit.`,
  }),
  bg: (city) => ({
    subject: 'Чака ви ново запитване',
    body: `Клиент от ${city} търси монтажник. Отворете приложението на клуба, за да отговорите на запитването.`,
  }),
  hr: (city) => ({
    subject: 'Čeka vas novi upit',
    body: `Kupac iz mjesta ${city} traži montera. Otvorite aplikaciju kluba kako biste odgovorili na upit.`,
  }),
  cs: (city) => ({
    subject: 'Čeká na vás nová poptávka',
    body: `Zákazník z obce ${city} hledá montážníka. Otevřete aplikaci klubu a odpovězte na poptávku.`,
  }),
  et: (city) => ({
    subject: 'Teid ootab uus päring',
    body: `Klient asukohast ${city} otsib paigaldajat. Avage klubi rakendus, et päringule vastata.`,
  }),
  hu: (city) => ({
    subject: 'Új ajánlatkérés vár Önre',
    body: `Egy ügyfél (${city}) szerelőt keres. Nyissa meg a klub alkalmazását, és válaszoljon az ajánlatkérésre.`,
  }),
  it: (city) => ({
    subject: 'Ti aspetta una nuova richiesta',
    body: `Un cliente di ${city} cerca un installatore. Apri l’app del club per rispondere alla richiesta.`,
  }),
  lv: (city) => ({
    subject: 'Jūs gaida jauns pieprasījums',
    body: `Klients no apdzīvotās vietas ${city} meklē montētāju. Atveriet kluba lietotni, lai atbildētu uz pieprasījumu.`,
  }),
  lt: (city) => ({
    subject: 'Jūsų laukia nauja užklausa',
    body: `Klientas iš vietovės ${city} ieško montuotojo. Atidarykite klubo programėlę ir atsakykite į užklausą.`,
  }),
  pl: (city) => ({
    subject: 'Czeka na Ciebie nowe zapytanie',
    body: `Klient z miejscowości ${city} szuka montażysty. Otwórz aplikację klubu, aby odpowiedzieć na zapytanie.`,
  }),
  ro: (city) => ({
    subject: 'Te așteaptă o cerere nouă',
    body: `Un client din ${city} caută un montator. Deschide aplicația clubului pentru a răspunde la cerere.`,
  }),
  sr: (city) => ({
    subject: 'Čeka vas novi upit',
    body: `Kupac iz mesta ${city} traži montera. Otvorite aplikaciju kluba da biste odgovorili na upit.`,
  }),
  sk: (city) => ({
    subject: 'Čaká na vás nový dopyt',
    body: `Zákazník z obce ${city} hľadá montážnika. Otvorte aplikáciu klubu a odpovedzte na dopyt.`,
  }),
  sl: (city) => ({
    subject: 'Čaka vas novo povpraševanje',
    body: `Stranka iz kraja ${city} išče monterja. Odprite aplikacijo kluba in odgovorite na povpraševanje.`,
  }),
  tr: (city) => ({
    subject: 'Sizi yeni bir talep bekliyor',
    body: `${city} bölgesinden bir müşteri montajcı arıyor. Talebe yanıt vermek için kulüp uygulamasını açın.`,
  }),
  uk: (city) => ({
    subject: 'На вас чекає новий запит',
    body: `Клієнт із населеного пункту ${city} шукає монтажника. Відкрийте застосунок клубу, щоб відповісти на запит.`,
  }),
};

export function newLeadMail(languageId: number, city: string): NewLeadMail {
  return TEXTS[languageById(languageId)?.locale ?? 'en'](city);
}
