import { useEffect, useState } from 'react';
import { ACCOUNT_LIMITS, TIMINGS, type CountryCode } from '@club/contract';
import { searchAddress, type AddressSuggestion } from '@/lib/search-address';

/**
 * spec 01 §5 Step 3, §9: suggestions start after 5 characters and wait 500 ms after the last keystroke;
 * the typed entry is always offered first, so a street the search does not know can still be chosen.
 */
export function useAddressSuggestions(query: string, country: CountryCode): AddressSuggestion[] {
  const [found, setFound] = useState<{ query: string; items: AddressSuggestion[] }>({ query: '', items: [] });
  const typed = query.trim();
  const isLongEnough = typed.length >= ACCOUNT_LIMITS.autocompleteMinChars;

  useEffect(() => {
    if (!isLongEnough) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchAddress(typed, country, controller.signal).then(
        (items) => setFound({ query: typed, items }),
        () => setFound({ query: typed, items: [] }),
      );
    }, TIMINGS.autocompleteDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed, country, isLongEnough]);

  if (!isLongEnough || found.query !== typed) return [];
  const others = found.items.filter((item) => item.label !== typed);
  return [{ label: typed }, ...others];
}
