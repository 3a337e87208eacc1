import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanConfirmationProduct } from '@club/contract';
import type { Scan } from '../model/current-scan';
import { getLocalProduct } from '../model/local-products';

/** The server's points for the product: the total the project will show, and its two parts. */
export type ScanPoints = Pick<ScanConfirmationProduct, 'points' | 'catalogue_points' | 'tier_bonus'>;

/**
 * The scanned product: its serial, type, size, variant, photo and (when known) its points. The points are
 * the number the project shows once the product is saved (decision 008: catalogue points plus the
 * company's tier bonus), with the bonus spelled out when there is one.
 */
export function ScanSummary({ scan, points }: { scan: Scan; points?: ScanPoints }) {
  const { t } = useTranslation('scan');
  const photoUrl = usePhotoUrl(scan.imageIdxDB);
  return (
    <section className="scan-summary" aria-label={t('review.product')}>
      {photoUrl ? <img className="scan-summary__photo" src={photoUrl} alt={t('review.photo_alt')} /> : null}
      <dl className="scan-summary__details">
        <div>
          <dt>{t('details.serial')}</dt>
          <dd className="scan-summary__serial">{scan.code}</dd>
        </div>
        {scan.type ? (
          <div>
            <dt>{t('details.type')}</dt>
            <dd>{scan.type}</dd>
          </div>
        ) : null}
        {scan.size ? (
          <div>
            <dt>{t('details.size')}</dt>
            <dd>{scan.size}</dd>
          </div>
        ) : null}
        {scan.variant ? (
          <div>
            <dt>{t('details.variant')}</dt>
            <dd>{scan.variant}</dd>
          </div>
        ) : null}
        {points !== undefined ? (
          <div>
            <dt>{t('review.points')}</dt>
            <dd>
              {t('review.points_value', { count: points.points })}
              {points.tier_bonus > 0 ? (
                <span className="scan-summary__note">
                  {t('review.points_parts', { catalogue: points.catalogue_points, bonus: points.tier_bonus })}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** An object URL of the photo kept locally, revoked when it changes or the view goes. */
function usePhotoUrl(code: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let created: string | null = null;
    let live = true;
    getLocalProduct(code).then(
      (stored) => {
        if (!live || !stored?.photo) return;
        created = URL.createObjectURL(stored.photo);
        setUrl(created);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [code]);
  return url;
}
