import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { currentScan, useCurrentScan } from '@/features/scan/model/current-scan';
import { keepPhoto } from '@/features/scan/model/local-products';
import { shrinkPhoto } from '@/features/scan/model/photo';
import { useSettings } from '@/lib/settings';
import '@/styles/field-work.css';

/**
 * spec 02 §2, §4, §5 /scan/generic: the photo a product is proven by. Two paths lead here: a serial without
 * part 2 (generic-tag regions) has no unique tag, so a photo of its label stands in for it; a full serial
 * of a series on the catalogue's requires_tag_photo list has its tag, and the photo of that tag proves it.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'scan']);
  const navigate = useNavigate();
  const scan = useCurrentScan();
  const { addProductLink } = useSettings();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  if (!scan) {
    return (
      <Page title={t('titles:scan.generic')}>
        <p>{t('scan:review.nothing')}</p>
        <Link className="button button--primary" to={addProductLink}>
          {t('scan:review.scan_product')}
        </Link>
      </Page>
    );
  }

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setState('working');
    try {
      const photo = await shrinkPhoto(file);
      await keepPhoto(scan, photo);
      currentScan.update({ imageIdxDB: scan.code });
      void navigate('/scan/review');
    } catch {
      setState('failed');
    }
  };

  const hasTag = !scan.isGeneric;
  return (
    <Page title={t('titles:scan.generic')}>
      <p>{t(hasTag ? 'scan:generic.intro_tag' : 'scan:generic.intro', { code: scan.code })}</p>
      <label className="button button--primary photo-picker">
        {t(hasTag ? 'scan:generic.take_photo_tag' : 'scan:generic.take_photo')}
        <input
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/*"
          capture="environment"
          onChange={(e) => void onPhoto(e)}
          disabled={state === 'working'}
        />
      </label>
      {state === 'working' ? (
        <p role="status" className="muted">
          {t('scan:generic.working')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {t('scan:generic.failed')}
        </p>
      ) : null}
    </Page>
  );
}
