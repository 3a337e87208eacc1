import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALES, isLocale, DEFAULT_LOCALE, languageByLocale, type Locale } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { RadioGroup } from '@/components/ui/radio-group';
import { rememberLanguageChoice } from '@/lib/account-language';
import { changeLocale } from '@/lib/i18n';
import { LOCALE_NAMES } from '@/lib/locale-names';
import { useIsEmulated, useIsSignedIn } from '@/lib/session';
import { useUpdateSelf } from '@/lib/user';

const collator = new Intl.Collator('en');
// each language under its own name, in alphabetical order of those names
const OPTIONS = [...LOCALES]
  .sort((a, b) => collator.compare(LOCALE_NAMES[a], LOCALE_NAMES[b]))
  .map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

/**
 * spec 01 §2 /settings/language, spec 02 §7 PATCH user languages_id: the phone shows the chosen language
 * at once; a signed-in person's account takes it too, so that codes, e-mails and the club's content come
 * in it (signed out, at the next sign-in: account-language.ts). An operator's emulated session changes
 * only the operator's screen.
 */
export function Component() {
  const { t, i18n } = useTranslation('settings');
  const isSignedIn = useIsSignedIn();
  const isEmulated = useIsEmulated();
  const queryClient = useQueryClient();
  const update = useUpdateSelf();
  const current = i18n.language && isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // the choice shows at once; the texts follow when the language's files have arrived
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = (locale: Locale) => {
    setPending(locale);
    void changeLocale(locale).finally(() => setPending(null));
    const language = languageByLocale(locale);
    if (!isSignedIn) rememberLanguageChoice(locale);
    if (!isSignedIn || isEmulated || !language) return;
    update.mutate(
      { languages_id: language.id },
      // what the server words (news, certificates) comes again in the new language
      { onSuccess: () => void queryClient.invalidateQueries() },
    );
  };

  return (
    <Page title={t('language.title')} back={{ to: '/settings', label: t('nav.back') }}>
      <RadioGroup<Locale>
        legend={t('language.legend')}
        name="language"
        options={OPTIONS}
        value={pending ?? current}
        onChange={choose}
      />
      {update.isError ? (
        <p className="form__error" role="alert">
          {t('language.not_saved')}
        </p>
      ) : null}
    </Page>
  );
}
