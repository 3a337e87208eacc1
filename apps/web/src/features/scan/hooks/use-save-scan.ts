import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTTP_STATUS } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';
import { queryClient } from '@/lib/query-client';
import { projectsKeys, scanKeys } from '@/lib/query-keys';
import { saveScanToProject, uploadScanPhoto } from '../api/scan-calls';
import type { Scan } from '../model/current-scan';
import { forgetLocalProduct, getLocalProduct, queueScan } from '../model/local-products';

/** Uploads the photo first (if the scan has one), then saves the scan; the local copy goes once saved. */
async function saveOnline(scan: Scan, projectUuid: string): Promise<void> {
  const local = scan.imageIdxDB ? await getLocalProduct(scan.imageIdxDB) : undefined;
  const imageUuid = local?.photo ? await uploadScanPhoto(local.photo) : null;
  await saveScanToProject(
    { ...scan, type: scan.type ?? '', size: scan.size ?? '', variant: scan.variant ?? '' },
    projectUuid,
    imageUuid,
  );
  if (local) await forgetLocalProduct(local.code);
  void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
}

/**
 * spec 02 §5: saves the current scan to a project: online at once, offline into the queue that the sync
 * sends later. Resolves true once saved; a failure is kept, translated.
 */
export function useSaveScan() {
  const { t } = useTranslation('errors');
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (scan: Scan, project: { uuid: string; label: string }, isOnline: boolean) => {
    setError(null);
    setIsSaving(true);
    try {
      if (isOnline) await saveOnline(scan, project.uuid);
      else {
        await queueScan(scan, { projectUuid: project.uuid, projectLabel: project.label });
        void queryClient.invalidateQueries({ queryKey: scanKeys.offline });
      }
      return true;
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === HTTP_STATUS.wrongCode
          ? t('messages.product_already_scanned')
          : translateError(t, failure),
      );
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { save, isSaving, error };
}
