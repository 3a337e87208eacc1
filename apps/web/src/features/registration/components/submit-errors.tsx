import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { translateFieldMessage } from '@/lib/error-message';
import { registrationFieldKeys } from '../utils/field-messages';

interface SubmitErrorsProps {
  error: unknown;
  country: CountryCode;
}

/**
 * spec 01 §8: a refused registration lists every message of the server's field-to-messages object; any
 * other failure, or a 422 without a body, shows the generic message.
 */
export function SubmitErrors({ error, country }: SubmitErrorsProps) {
  const { t } = useTranslation(['registration', 'errors']);
  const fieldErrors = isApiError(error) && error.status === 422 ? error.errors : undefined;
  const messages = fieldErrors
    ? Object.values(fieldErrors)
        .flat()
        .map((message) => translateFieldMessage(t, message, { keys: registrationFieldKeys(country) }))
    : [t('errors:messages.something_went_wrong')];
  return (
    <div role="alert" className="form__error">
      <ul className="error-list">
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
