import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-error';

type FieldErrorSetter<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError'>;

/**
 * Puts the field errors of a refused call (the API's 422 `{ message, errors: { field: [message] } }`) on the
 * form's fields, the first one focused. `fields` lists the fields the form shows: a message for any other
 * field cannot be put anywhere. Returns whether a message landed on a field; when none did, the caller
 * shows the failure as a whole (usually `translateError`).
 */
export function applyServerErrors<T extends FieldValues>(
  form: FieldErrorSetter<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let isShownOnField = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message || !(fields as readonly string[]).includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !isShownOnField });
    isShownOnField = true;
  }
  return isShownOnField;
}
