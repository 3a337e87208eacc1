import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLocale, languageById, languageByLocale, type User } from '@club/contract';
import { changeLocale, i18n } from './i18n';
import { useIsEmulated } from './session';
import { readString, removeItem, writeString } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { useUpdateSelf } from './user';

type AccountLanguage = Pick<User, 'uuid' | 'language'>;

/**
 * The account's language (spec 01 §3 User.language, §7 PATCH user languages_id) is what its codes and
 * e-mails are written in, and what the phone shows once signed in. When it is new to this phone (after a
 * sign-in, or changed on another phone; sign-in and logout clear the mark, end-session.ts):
 * - a language picked on this phone while signed out is the person's latest word: the account takes it;
 * - otherwise the phone takes the account's (a fresh phone switches to it).
 * A language picked here that the account could not be told of (no connection) stays until then.
 */
export function useAccountLanguage(user: AccountLanguage | undefined): void {
  const isEmulated = useIsEmulated();
  const queryClient = useQueryClient();
  const { mutate: updateSelf } = useUpdateSelf();
  const uuid = user?.uuid;
  const language = user?.language;
  useEffect(() => {
    // an operator seeing the app as the user keeps their own language, and leaves the user's alone
    if (uuid === undefined || language === undefined || isEmulated) return;
    const mark = `${uuid}:${language}`;
    if (readString(STORAGE_KEYS.accountLanguage) === mark) return;
    writeString(STORAGE_KEYS.accountLanguage, mark);
    const choice = readString(STORAGE_KEYS.langChoice);
    removeItem(STORAGE_KEYS.langChoice);
    const chosen = choice && isLocale(choice) ? languageByLocale(choice) : undefined;
    if (chosen && chosen.id !== language) {
      // what the server words (news, certificates) may have come in the account's old language
      updateSelf({ languages_id: chosen.id }, { onSuccess: () => void queryClient.invalidateQueries() });
      return;
    }
    const locale = languageById(language)?.locale;
    if (locale && i18n.language !== locale) void changeLocale(locale);
  }, [uuid, language, isEmulated, updateSelf, queryClient]);
}

/** The picker, signed out: the language is the phone's until a sign-in carries it into the account. */
export function rememberLanguageChoice(locale: string): void {
  writeString(STORAGE_KEYS.langChoice, locale);
}
