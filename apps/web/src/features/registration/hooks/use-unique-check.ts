import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ValidateRegistrationQuery } from '@club/contract';
import { validateRegistrationFields } from '../api/validate-registration';

/**
 * spec 01 §5: before a step is left, the validate call checks that its phone, e-mail or registration number
 * is not taken; its messages go under the fields. Returns whether the step may be left; when the call
 * itself fails, `hasFailed` is set and the step stays, since the server would refuse the clash anyway.
 */
export function useUniqueCheck<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [isChecking, setIsChecking] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const check = async (queries: ValidateRegistrationQuery[]): Promise<boolean> => {
    if (queries.length === 0) return true;
    setIsChecking(true);
    setHasFailed(false);
    try {
      const errors = await validateRegistrationFields(queries);
      const fields = Object.entries(errors);
      for (const [field, messages] of fields) {
        setError(field as Path<T>, { type: 'server', message: messages[0] });
      }
      return fields.length === 0;
    } catch {
      setHasFailed(true);
      return false;
    } finally {
      setIsChecking(false);
    }
  };

  return { check, isChecking, hasFailed };
}
