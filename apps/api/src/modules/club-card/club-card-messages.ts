import { languageById } from '@club/contract';

interface TopUpFailedTexts {
  subject: string;
  body: string;
}

/*
 * spec 03 §4: a refused or rejected top-up tells the owner to read their e-mail; this is that e-mail. It
 * goes in the account's language where the club card is offered (Polish, and Ukrainian, which many
 * installers there read) and in English otherwise.
 */
const TEXTS: Record<string, (p: { points: number; amount: string }) => TopUpFailedTexts> = {
  pl: ({ points, amount }) => ({
    subject: 'Doładowanie karty nie powiodło się',
    body:
      `Dostawca karty nie zrealizował doładowania na ${amount} (${points} pkt). ` +
      'Punkty wróciły na konto Twojej firmy. Sprawdź w aplikacji dostawcy, czy karta jest aktywna, ' +
      'i spróbuj ponownie albo napisz do nas na czacie wsparcia.',
  }),
  // many installers of Polish companies read Ukrainian
  uk: ({ points, amount }) => ({
    subject: 'Поповнення картки не вдалося',
    body:
      `Постачальник картки не виконав поповнення на ${amount} (бали: ${points}). ` +
      'Бали повернулися на рахунок вашої компанії. Перевірте в застосунку постачальника, чи картка ' +
      'активна, і спробуйте ще раз або напишіть нам у чаті підтримки.',
  }),
  en: ({ points, amount }) => ({
    subject: 'Your card top-up did not go through',
    body:
      `The card provider did not carry out the top-up of ${amount} (${points} points). ` +
      "The points are back on your company's account. Check in the provider's app that the card is " +
      'active, then try again or write to us in the support chat.',
  }),
};

export function topUpFailedMessage(
  languageId: number,
  points: number,
  amountLocal: number,
): TopUpFailedTexts {
  const locale = languageById(languageId)?.locale ?? 'en';
  const amount = `${amountLocal} zł`;
  return (TEXTS[locale] ?? TEXTS.en!)({ points, amount });
}
