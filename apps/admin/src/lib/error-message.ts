import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError, NETWORK_STATUS, TIMEOUT_STATUS } from './api-error';
import { translateMessage } from './messages';

/**
 * The text for a failed call: no answer and time-outs in the operator's language; a refusal shows the
 * server's own message (the API writes them for people), translated when the contract knows it.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.generic');
  if (error.status === NETWORK_STATUS || error.code === CLIENT_ERROR_CODES.network)
    return t('common:errors.network');
  if (error.status === TIMEOUT_STATUS) return t('common:errors.timeout');
  if (error.status === 403) return t('common:errors.forbidden');
  if (error.status >= 500) return t('common:errors.server');
  return translateMessage(error.message, t) || t('common:errors.generic');
}
