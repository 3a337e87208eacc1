// The client's view of a failed call is shared with the other app: packages/contract/src/http/api-error.ts.
export {
  ApiCallError as ApiError,
  CANCELLED_STATUS,
  CLIENT_ERROR_CODES,
  isApiError,
  isServerRefusal,
  NETWORK_STATUS,
  parseRetryAfter,
  TIMEOUT_STATUS,
  toApiError,
  type FieldErrors,
} from '@club/contract';
