import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { currentScan } from '../model/current-scan';

interface ScanAnotherButtonProps {
  /** The scan in hand is valid and not saved yet: leaving would lose it, so ask first. */
  hasValidScan: boolean;
  code: string;
  /** Where "scan another" goes: the camera or the manual form (settings). */
  to: string;
}

/** spec 02 §2 /scan/review: "Scan another product" asks before it drops a valid scan. */
export function ScanAnotherButton({ hasValidScan, code, to }: ScanAnotherButtonProps) {
  const { t } = useTranslation('scan');
  const navigate = useNavigate();
  const [isAsking, setIsAsking] = useState(false);

  if (!hasValidScan) {
    return (
      <Link className="button button--secondary" to={to}>
        {t('review.scan_another')}
      </Link>
    );
  }

  const discard = () => {
    currentScan.clear();
    void navigate(to);
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setIsAsking(true)}>
        {t('review.scan_another')}
      </Button>
      {isAsking ? (
        <Dialog
          title={t('review.another.title')}
          onDismiss={() => setIsAsking(false)}
          actions={
            <>
              <Button onClick={() => void navigate('/projects/select')}>{t('review.another.save')}</Button>
              <Button variant="secondary" onClick={discard}>
                {t('review.another.discard')}
              </Button>
              <Button variant="link" onClick={() => setIsAsking(false)}>
                {t('review.another.stay')}
              </Button>
            </>
          }
        >
          <p>{t('review.another.body', { code })}</p>
        </Dialog>
      ) : null}
    </>
  );
}
