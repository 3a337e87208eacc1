import { languageById, type Locale, type OrderStatus } from '@club/contract';

interface OrderTexts {
  placed: string;
  /** {number}, {points} */
  placedText: string;
  changed: string;
  /** {number}, {status} */
  changedText: string;
  /** {points} */
  refunded: string;
  reason: string;
  /** Statuses 1 to 5 (spec 03 §4). */
  statuses: [string, string, string, string, string];
}

/**
 * The order e-mails and notices, in every language of the club: they reach the owner in their account's
 * language (spec 01 §3). `{name}` placeholders are filled by `fill`.
 */
const TEXTS: Record<Locale, OrderTexts> = {
  en: {
    placed: 'Order {number} placed',
    placedText:
      'Thank you! Your order {number} for {points} points has been placed. You can follow it under Orders in the app.',
    changed: 'Order {number}: {status}',
    changedText: 'The status of your order {number} is now: {status}.',
    refunded: '{points} points have been returned to your company.',
    reason: 'Note from the club team:',
    statuses: ['pending', 'approved', 'completed', 'rejected', 'failed'],
  },
  bs: {
    placed: 'Narudžba {number} je poslana',
    placedText:
      'Hvala! Vaša narudžba {number} za {points} bodova je poslana. Možete je pratiti u aplikaciji pod Narudžbe.',
    changed: 'Narudžba {number}: {status}',
    changedText: 'Status vaše narudžbe {number} je sada: {status}.',
    refunded: '{points} bodova je vraćeno vašoj firmi.',
    reason: 'Napomena tima kluba:',
    statuses: ['na čekanju', 'odobrena', 'završena', 'odbijena', 'neuspjela'],
  },
  bg: {
    placed: 'Поръчка {number} е направена',
    placedText:
      'Благодарим ви! Вашата поръчка {number} за {points} точки е направена. Можете да я следите в приложението в раздел Поръчки.',
    changed: 'Поръчка {number}: {status}',
    changedText: 'Статусът на вашата поръчка {number} вече е: {status}.',
    refunded: '{points} точки бяха върнати на вашата фирма.',
    reason: 'Бележка от екипа на клуба:',
    statuses: ['изчакваща', 'одобрена', 'изпълнена', 'отхвърлена', 'неуспешна'],
  },
  hr: {
    placed: 'Narudžba {number} je zaprimljena',
    placedText:
      'Hvala! Vaša narudžba {number} za {points} bodova je zaprimljena. Možete je pratiti u aplikaciji pod Narudžbe.',
    changed: 'Narudžba {number}: {status}',
    changedText: 'Status vaše narudžbe {number} sada je: {status}.',
    refunded: '{points} bodova vraćeno je vašoj tvrtki.',
    reason: 'Napomena tima kluba:',
    statuses: ['na čekanju', 'odobrena', 'završena', 'odbijena', 'neuspjela'],
  },
  cs: {
    placed: 'Objednávka {number} byla odeslána',
    placedText:
      'Děkujeme! Vaše objednávka {number} za {points} bodů byla odeslána. Sledovat ji můžete v aplikaci v části Objednávky.',
    changed: 'Objednávka {number}: {status}',
    changedText: 'Stav vaší objednávky {number} je nyní: {status}.',
    refunded: 'Vaší firmě bylo vráceno {points} bodů.',
    reason: 'Poznámka týmu klubu:',
    statuses: ['čeká', 'schválena', 'dokončena', 'zamítnuta', 'nezdařila se'],
  },
  et: {
    placed: 'Tellimus {number} on esitatud',
    placedText:
      'Aitäh! Teie tellimus {number} {points} punkti eest on esitatud. Saate seda jälgida rakenduses jaotises Tellimused.',
    changed: 'Tellimus {number}: {status}',
    changedText: 'Teie tellimuse {number} olek on nüüd: {status}.',
    refunded: 'Teie ettevõttele tagastati {points} punkti.',
    reason: 'Klubi meeskonna märkus:',
    statuses: ['ootel', 'kinnitatud', 'täidetud', 'tagasi lükatud', 'ebaõnnestunud'],
  },
  hu: {
    placed: 'A(z) {number} rendelés leadva',
    placedText:
      'Köszönjük! A(z) {number} rendelését {points} pontért leadtuk. Az alkalmazás Rendelések menüjében követheti.',
    changed: '{number} rendelés: {status}',
    changedText: 'A(z) {number} rendelés állapota most: {status}.',
    refunded: '{points} pontot visszaírtunk a cégének.',
    reason: 'A klub csapatának megjegyzése:',
    statuses: ['függőben', 'jóváhagyva', 'teljesítve', 'elutasítva', 'sikertelen'],
  },
  it: {
    placed: 'Ordine {number} inviato',
    placedText:
      "Grazie! Il tuo ordine {number} da {points} punti è stato inviato. Puoi seguirlo nell'app alla voce Ordini.",
    changed: 'Ordine {number}: {status}',
    changedText: 'Lo stato del tuo ordine {number} ora è: {status}.',
    refunded: 'Alla tua azienda sono stati restituiti {points} punti.',
    reason: 'Nota del team del club:',
    statuses: ['in attesa', 'approvato', 'completato', 'rifiutato', 'non riuscito'],
  },
  lt: {
    placed: 'Užsakymas {number} pateiktas',
    placedText:
      'Ačiū! Jūsų užsakymas {number} už {points} taškų pateiktas. Jį galite stebėti programėlės skiltyje Užsakymai.',
    changed: 'Užsakymas {number}: {status}',
    changedText: 'Jūsų užsakymo {number} būsena dabar: {status}.',
    refunded: 'Jūsų įmonei grąžinta {points} taškų.',
    reason: 'Klubo komandos pastaba:',
    statuses: ['laukiama', 'patvirtintas', 'įvykdytas', 'atmestas', 'nepavyko'],
  },
  lv: {
    placed: 'Pasūtījums {number} ir iesniegts',
    placedText:
      'Paldies! Jūsu pasūtījums {number} par {points} punktiem ir iesniegts. To var sekot lietotnes sadaļā Pasūtījumi.',
    changed: 'Pasūtījums {number}: {status}',
    changedText: 'Jūsu pasūtījuma {number} statuss tagad ir: {status}.',
    refunded: 'Jūsu uzņēmumam atgriezti {points} punkti.',
    reason: 'Kluba komandas piezīme:',
    statuses: ['gaida', 'apstiprināts', 'izpildīts', 'noraidīts', 'neizdevās'],
  },
  pl: {
    placed: 'Zamówienie {number} złożone',
    placedText:
      'Dziękujemy! Twoje zamówienie {number} za {points} pkt zostało złożone. Możesz je śledzić w aplikacji w zakładce Zamówienia.',
    changed: 'Zamówienie {number}: {status}',
    changedText: 'Status Twojego zamówienia {number} to teraz: {status}.',
    refunded: 'Na konto Twojej firmy wróciło {points} pkt.',
    reason: 'Uwaga od zespołu klubu:',
    statuses: ['oczekujące', 'zatwierdzone', 'zrealizowane', 'odrzucone', 'nieudane'],
  },
  ro: {
    placed: 'Comanda {number} a fost plasată',
    placedText:
      'Vă mulțumim! Comanda dumneavoastră {number} de {points} puncte a fost plasată. O puteți urmări în aplicație, la Comenzi.',
    changed: 'Comanda {number}: {status}',
    changedText: 'Starea comenzii dumneavoastră {number} este acum: {status}.',
    refunded: 'Firmei dumneavoastră i-au fost returnate {points} puncte.',
    reason: 'Notă de la echipa clubului:',
    statuses: ['în așteptare', 'aprobată', 'finalizată', 'respinsă', 'eșuată'],
  },
  sr: {
    placed: 'Porudžbina {number} je poslata',
    placedText:
      'Hvala! Vaša porudžbina {number} za {points} bodova je poslata. Možete je pratiti u aplikaciji pod Porudžbine.',
    changed: 'Porudžbina {number}: {status}',
    changedText: 'Status vaše porudžbine {number} je sada: {status}.',
    refunded: '{points} bodova je vraćeno vašoj firmi.',
    reason: 'Napomena tima kluba:',
    statuses: ['na čekanju', 'odobrena', 'završena', 'odbijena', 'neuspela'],
  },
  sk: {
    placed: 'Objednávka {number} bola odoslaná',
    placedText:
      'Ďakujeme! Vaša objednávka {number} za {points} bodov bola odoslaná. Sledovať ju môžete v aplikácii v časti Objednávky.',
    changed: 'Objednávka {number}: {status}',
    changedText: 'Stav vašej objednávky {number} je teraz: {status}.',
    refunded: 'Vašej firme bolo vrátených {points} bodov.',
    reason: 'Poznámka tímu klubu:',
    statuses: ['čaká', 'schválená', 'dokončená', 'zamietnutá', 'nepodarila sa'],
  },
  sl: {
    placed: 'Naročilo {number} je oddano',
    placedText:
      'Hvala! Vaše naročilo {number} za {points} točk je oddano. Spremljate ga lahko v aplikaciji pod Naročila.',
    changed: 'Naročilo {number}: {status}',
    changedText: 'Stanje vašega naročila {number} je zdaj: {status}.',
    refunded: 'Vašemu podjetju je bilo vrnjenih {points} točk.',
    reason: 'Opomba ekipe kluba:',
    statuses: ['v čakanju', 'odobreno', 'zaključeno', 'zavrnjeno', 'neuspešno'],
  },
  tr: {
    placed: '{number} numaralı sipariş verildi',
    placedText:
      'Teşekkürler! {points} puanlık {number} numaralı siparişiniz verildi. Uygulamada Siparişler bölümünden takip edebilirsiniz.',
    changed: 'Sipariş {number}: {status}',
    changedText: '{number} numaralı siparişinizin durumu artık: {status}.',
    refunded: 'Firmanıza {points} puan iade edildi.',
    reason: 'Kulüp ekibinin notu:',
    statuses: ['beklemede', 'onaylandı', 'tamamlandı', 'reddedildi', 'başarısız'],
  },
  uk: {
    placed: 'Замовлення {number} оформлено',
    placedText:
      'Дякуємо! Ваше замовлення {number} на {points} балів оформлено. Стежити за ним можна в застосунку в розділі Замовлення.',
    changed: 'Замовлення {number}: {status}',
    changedText: 'Статус вашого замовлення {number} тепер: {status}.',
    refunded: 'Вашій компанії повернуто {points} балів.',
    reason: 'Примітка команди клубу:',
    statuses: ['очікує', 'схвалено', 'виконано', 'відхилено', 'не вдалося'],
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

const textsOf = (languageId: number): OrderTexts =>
  TEXTS[languageById(languageId)?.locale ?? 'en'] ?? TEXTS.en;

export interface OrderMessage {
  subject: string;
  body: string;
  /** The notice's short text. */
  text: string;
}

/** The e-mail and notice of a placed order, in the language of the account. */
export function orderPlacedMessage(
  languageId: number,
  order: { number: string; points: number },
): OrderMessage {
  const texts = textsOf(languageId);
  const subject = fill(texts.placed, order);
  const text = fill(texts.placedText, order);
  return { subject, text, body: text };
}

/** The e-mail and notice of a status change; a refund and the operator's reason are added when given. */
export function orderStatusMessage(
  languageId: number,
  change: { number: string; status: OrderStatus; refundedPoints: number; reason: string | null },
): OrderMessage {
  const texts = textsOf(languageId);
  const status = texts.statuses[change.status - 1] ?? String(change.status);
  const values = { number: change.number, status, points: change.refundedPoints };
  const text = [fill(texts.changedText, values)];
  if (change.refundedPoints > 0) text.push(fill(texts.refunded, values));
  const body = [...text];
  if (change.reason) body.push(`${texts.reason} ${change.reason}`);
  return { subject: fill(texts.changed, values), text: text.join(' '), body: body.join('\n') };
}
