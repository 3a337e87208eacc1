import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@club/contract';
import type { AddressSuggestion } from '@/lib/search-address';
import { useAddressSuggestions } from './use-address-suggestions';

interface AddressSuggestionsProps {
  query: string;
  country: CountryCode;
  /** Hidden once the person picked one, until the address is typed again. */
  isHidden: boolean;
  onPick: (suggestion: AddressSuggestion) => void;
}

/** spec 01 §5 Step 3: choices under the address field, the typed entry first. */
export function AddressSuggestions({ query, country, isHidden, onPick }: AddressSuggestionsProps) {
  const { t } = useTranslation('registration');
  const suggestions = useAddressSuggestions(query, country);
  if (isHidden || suggestions.length === 0) return null;
  return (
    <ul className="suggestions" aria-label={t('address.suggestions')}>
      {suggestions.map((suggestion, index) => (
        <li key={`${index}-${suggestion.label}`}>
          <button type="button" className="suggestions__item" onClick={() => onPick(suggestion)}>
            {index === 0 ? t('address.use_typed', { address: suggestion.label }) : suggestion.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
