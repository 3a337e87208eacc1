import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { translateError, translateFieldMessage } from '@/lib/error-message';

/** spec 03 §8: the server's errors of an order, shown as a list (409 codes translated). */
export function ServerErrorList({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const messages =
    isApiError(error) && error.errors
      ? Object.values(error.errors).flatMap((list) =>
          list.map((message) => translateFieldMessage(t, message)),
        )
      : [];
  if (messages.length === 0) messages.push(translateError(t, error));
  return (
    <div role="alert" className="notice notice--error">
      <ul className="error-list">
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
