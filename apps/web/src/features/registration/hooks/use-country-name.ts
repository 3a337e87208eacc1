import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@club/contract';

/** The country's name in the app's language, from the browser (no table of 16 × 17 names is shipped). */
export function useCountryName(code: CountryCode): string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    if (typeof Intl.DisplayNames !== 'function') return code;
    return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  }, [code, i18n.language]);
}
