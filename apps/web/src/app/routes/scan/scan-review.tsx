import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { useIsOnline } from '@/lib/online-status';
import { useSettings } from '@/lib/settings';
import { privateConfigQueryOptions } from '@/features/surveys/api/get-private-config';
import { NoScan } from '@/features/scan/components/no-scan';
import { ScanAnotherButton } from '@/features/scan/components/scan-another-button';
import { ProductDetailsForm } from '@/features/scan/components/product-details-form';
import { ScanRefusal } from '@/features/scan/components/scan-refusal';
import { ScanSummary } from '@/features/scan/components/scan-summary';
import { useScanConfirmation } from '@/features/scan/hooks/use-scan-confirmation';
import { currentScan, useCurrentScan } from '@/features/scan/model/current-scan';
import '@/styles/field-work.css';

/** spec 02 §2, §4, §8 /scan/review: what the scanned code is, and what to do with it. */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const navigate = useNavigate();
  const scan = useCurrentScan();
  const isOnline = useIsOnline();
  const { addProductLink } = useSettings();
  const config = useQuery(privateConfigQueryOptions());
  const { product, refusal, isChecking, isPartial } = useScanConfirmation(scan, isOnline);

  if (!scan) return <NoScan title={t('titles:scan.review')} />;

  const needsDetails = isPartial || (!isOnline && !(scan.type && scan.size && scan.variant));
  const needsPhoto =
    (scan.isGeneric || (product?.requires_tag_photo ?? scan.requiresTagPhoto)) && !scan.imageIdxDB;
  const canContinue =
    !needsDetails && !needsPhoto && (product !== null || (!isOnline && scan.isValid !== false));

  return (
    <Page title={t('titles:scan.review')}>
      <ScanSummary scan={scan} points={product ?? undefined} />
      {!isOnline ? <p className="notice notice--info">{t('scan:review.offline')}</p> : null}
      {isChecking ? (
        <p role="status" className="muted">
          {t('scan:review.checking')}
        </p>
      ) : null}
      {refusal ? <ScanRefusal refusal={refusal} /> : null}
      {needsDetails && !refusal ? (
        <ProductDetailsForm
          key={scan.id}
          initial={{ type: scan.type ?? '', size: scan.size ?? '', variant: scan.variant ?? '' }}
          catalogue={config.data?.products}
          onSubmit={(details) => currentScan.update(details)}
        />
      ) : null}
      {needsPhoto && !needsDetails && !refusal && (product || !isOnline) ? (
        <div className="notice notice--info">
          <p>{t(scan.isGeneric ? 'scan:review.photo_needed' : 'scan:review.photo_needed_tag')}</p>
          <Link className="button button--primary" to="/scan/generic">
            {t('scan:review.take_photo')}
          </Link>
        </div>
      ) : null}
      <div className="actions">
        {canContinue ? (
          <Button onClick={() => void navigate('/projects/select')}>{t('scan:review.add_to_project')}</Button>
        ) : null}
        <ScanAnotherButton hasValidScan={canContinue} code={scan.code} to={addProductLink} />
        <Button
          variant="link"
          onClick={() => {
            currentScan.clear();
            void navigate('/');
          }}
        >
          {t('scan:review.cancel')}
        </Button>
      </div>
    </Page>
  );
}
