import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HTTP_STATUS, SCAN_CONFIRMATION_STATUSES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { useSettings } from '@/lib/settings';
import { privateConfigQueryOptions } from '@/features/surveys/api/get-private-config';
import { confirmScan } from '@/features/scan/api/scan-calls';
import { ProductDetailsForm } from '@/features/scan/components/product-details-form';
import { ScanSummary } from '@/features/scan/components/scan-summary';
import { currentScan, useCurrentScan } from '@/features/scan/model/current-scan';
import '@/styles/field-work.css';
import { scanKeys } from '@/lib/query-keys';

/** spec 02 §2, §4, §8 /scan/review: what the scanned code is, and what to do with it. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const scan = useCurrentScan();
  const isOnline = useIsOnline();
  const { addProductLink } = useSettings();
  const config = useQuery(privateConfigQueryOptions());
  const catalogue = config.data?.products;

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
  const refused = refusal !== null;

  useEffect(() => {
    if (product) {
      currentScan.update({
        code: product.code,
        confirmed: true,
        isValid: true,
        requiresTagPhoto: product.requires_tag_photo,
      });
    } else if (refused) {
      currentScan.update({ confirmed: true, isValid: false });
    }
  }, [product, refused]);

  if (!scan) {
    return (
      <Page title={t('titles:scan.review')}>
        <p>{t('scan:review.nothing')}</p>
        <Link className="button button--primary" to={addProductLink}>
          {t('scan:review.scan_product')}
        </Link>
      </Page>
    );
  }

  const needsDetails =
    confirmation.data?.status === SCAN_CONFIRMATION_STATUSES.PARTIAL ||
    (!isOnline && !(scan.type && scan.size && scan.variant));
  const needsPhoto =
    (scan.isGeneric || (product?.requires_tag_photo ?? scan.requiresTagPhoto)) && !scan.imageIdxDB;
  const canContinue =
    !needsDetails && !needsPhoto && (product !== null || (!isOnline && scan.isValid !== false));

  const cancel = () => {
    currentScan.clear();
    void navigate('/');
  };

  return (
    <Page title={t('titles:scan.review')}>
      <ScanSummary scan={scan} points={product?.points} />
      {!isOnline ? <p className="notice notice--info">{t('scan:review.offline')}</p> : null}
      {confirmation.isFetching ? (
        <p role="status" className="muted">
          {t('scan:review.checking')}
        </p>
      ) : null}
      {refusal ? (
        <div className="notice notice--error" role="alert">
          <p>
            {refusal.status === 404
              ? t('errors:messages.invalid_product')
              : refusal.status === HTTP_STATUS.wrongCode
                ? t('errors:messages.product_already_scanned')
                : translateError(tErrors, refusal)}
          </p>
        </div>
      ) : null}
      {needsDetails && !refused ? (
        <ProductDetailsForm
          key={scan.id}
          initial={{ type: scan.type ?? '', size: scan.size ?? '', variant: scan.variant ?? '' }}
          catalogue={catalogue}
          onSubmit={(details) => currentScan.update(details)}
        />
      ) : null}
      {needsPhoto && !needsDetails && !refused && (product || !isOnline) ? (
        <div className="notice notice--info">
          <p>{t('scan:review.photo_needed')}</p>
          <Link className="button button--primary" to="/scan/generic">
            {t('scan:review.take_photo')}
          </Link>
        </div>
      ) : null}
      <div className="actions">
        {canContinue ? (
          <Button onClick={() => void navigate('/projects/select')}>{t('scan:review.add_to_project')}</Button>
        ) : null}
        <Link className="button button--secondary" to={addProductLink}>
          {t('scan:review.scan_another')}
        </Link>
        <Button variant="link" onClick={cancel}>
          {t('scan:review.cancel')}
        </Button>
      </div>
    </Page>
  );
}
