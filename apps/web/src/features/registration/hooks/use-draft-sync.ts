import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { RegistrationValues } from '../utils/draft';

/** spec 01 §2: every keystroke reaches the stored draft, so a closed tab loses nothing. */
export function useDraftSync<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onChange: (values: Partial<RegistrationValues>) => void,
) {
  useEffect(() => {
    const subscription = watch((values) => onChange(values as Partial<RegistrationValues>));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
}
