import { useTranslation } from 'react-i18next';
import { FIELD_MESSAGES, SUPPORT_MESSAGES } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { translateError, translateFieldMessage } from '@/lib/error-message';

/** The contract's chat messages and their texts in the `support` namespace. */
export const SUPPORT_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [SUPPORT_MESSAGES.titleRequired, 'support:errors.title_required'],
  [SUPPORT_MESSAGES.messageRequired, 'support:errors.message_required'],
  [SUPPORT_MESSAGES.tooManyConversations, 'support:errors.rate_limited'],
  [SUPPORT_MESSAGES.conversationNotFound, 'support:errors.not_found'],
  [FIELD_MESSAGES.tooLong, 'support:errors.too_long'],
]);

/** spec 03 §8: the server's errors of a chat call, shown as a list. */
export function ServerErrors({ error }: { error: unknown }) {
  const { t } = useTranslation(['support', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  if (!error) return null;
  let messages: string[];
  if (isApiError(error) && error.errors) {
    messages = Object.values(error.errors)
      .flat()
      .map((message) => translateFieldMessage(t, message, { keys: SUPPORT_FIELD_KEYS }));
  } else if (isApiError(error) && SUPPORT_FIELD_KEYS.has(error.message)) {
    messages = [t(SUPPORT_FIELD_KEYS.get(error.message) ?? '')];
  } else {
    messages = [translateError(tErrors, error)];
  }
  return (
    <ul role="alert" className="notice notice--error support-errors">
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
