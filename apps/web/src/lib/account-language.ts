import { useEffect } from 'react';
import { languageById, type User } from '@club/contract';
import { changeLocale, i18n } from './i18n';
import { readString, writeString } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The account's language (spec 01 §3 User.language, §7 PATCH user languages_id) is what its codes and
 * e-mails are written in; the phone shows it too. It is applied when it is new to this phone: after a
 * sign-in (sign-in and logout clear the mark, end-session.ts) or after it changed on another phone. A
 * language picked here that the account could not be told of (no connection) is left alone until then.
 */
export function applyAccountLanguage(user: Pick<User, 'uuid' | 'language'>): void {
  const locale = languageById(user.language)?.locale;
  if (!locale) return;
  const mark = `${user.uuid}:${user.language}`;
  if (readString(STORAGE_KEYS.accountLanguage) === mark) return;
  writeString(STORAGE_KEYS.accountLanguage, mark);
  if (i18n.language !== locale) void changeLocale(locale);
}

/** Applies the signed-in user's account language whenever the loaded user brings a new one. */
export function useAccountLanguage(user: Pick<User, 'uuid' | 'language'> | undefined): void {
  const uuid = user?.uuid;
  const language = user?.language;
  useEffect(() => {
    if (uuid !== undefined && language !== undefined) applyAccountLanguage({ uuid, language });
  }, [uuid, language]);
}
