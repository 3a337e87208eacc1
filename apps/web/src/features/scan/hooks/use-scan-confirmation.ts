import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SCAN_CONFIRMATION_STATUSES } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { scanKeys } from '@/lib/query-keys';
import { confirmScan } from '../api/scan-calls';
import { currentScan, type Scan } from '../model/current-scan';

/**
 * spec 02 §4, §8: asks the server what the scanned code is (online only, never cached) and keeps the
 * answer on the current scan. `refusal` is the server's no; without an answer there is none.
 */
export function useScanConfirmation(scan: Scan | null, isOnline: boolean) {
  const confirmation = useQuery({
    queryKey: scanKeys.confirmation(scan),
    queryFn: ({ signal }) => confirmScan(scan!, signal),
    enabled: Boolean(scan) && isOnline,
    staleTime: 0,
    gcTime: 0,
  });

  const product = confirmation.data?.status === SCAN_CONFIRMATION_STATUSES.VALID ? confirmation.data : null;
  const refusal =
    isApiError(confirmation.error) && confirmation.error.status !== 0 ? confirmation.error : null;
  const isRefused = refusal !== null;

  useEffect(() => {
    if (product) {
      currentScan.update({
        code: product.code,
        confirmed: true,
        isValid: true,
        requiresTagPhoto: product.requires_tag_photo,
      });
    } else if (isRefused) {
      currentScan.update({ confirmed: true, isValid: false });
    }
  }, [product, isRefused]);

  return {
    product,
    refusal,
    isChecking: confirmation.isFetching,
    isPartial: confirmation.data?.status === SCAN_CONFIRMATION_STATUSES.PARTIAL,
  };
}
