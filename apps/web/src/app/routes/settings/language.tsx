import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, isLocale, DEFAULT_LOCALE, type Locale } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { RadioGroup } from '@/components/ui/radio-group';
import { changeLocale } from '@/lib/i18n';
import { LOCALE_NAMES } from '@/lib/locale-names';

const collator = new Intl.Collator('en');
// each language under its own name, in alphabetical order of those names
const OPTIONS = [...LOCALES]
  .sort((a, b) => collator.compare(LOCALE_NAMES[a], LOCALE_NAMES[b]))
  .map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));

export function Component() {
  const { t, i18n } = useTranslation('settings');
  const current = i18n.language && isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // the choice shows at once; the texts follow when the language's files have arrived
  const [pending, setPending] = useState<Locale | null>(null);
  const choose = (locale: Locale) => {
    setPending(locale);
    void changeLocale(locale).finally(() => setPending(null));
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
    </Page>
  );
}
