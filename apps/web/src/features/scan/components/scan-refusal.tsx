import { useTranslation } from 'react-i18next';
import { HTTP_STATUS } from '@club/contract';
import type { ApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';

/** spec 02 §8: why the server refused the scanned code. */
export function ScanRefusal({ refusal }: { refusal: ApiError }) {
  const { t } = useTranslation('errors');
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {refusal.status === 404
          ? t('messages.invalid_product')
          : refusal.status === HTTP_STATUS.wrongCode
            ? t('messages.product_already_scanned')
            : translateError(t, refusal)}
      </p>
    </div>
  );
}
