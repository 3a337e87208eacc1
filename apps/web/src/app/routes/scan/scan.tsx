import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { parseProductQr, TIMINGS } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { currentScan, newScan } from '@/features/scan/model/current-scan';
import { ManualEntryPrompt } from '@/features/scanner/components/manual-entry-prompt';
import { ScannerBroken } from '@/features/scanner/components/scanner-broken';
import { useCameraScanner } from '@/features/scanner/model/use-camera-scanner';
import { privateConfigQueryOptions } from '@/features/surveys/api/get-private-config';
import '@/styles/scanner.css';

/** spec 02 §2, §8, §9 /scan: the live camera scanner. */
export function Component() {
  const { t } = useTranslation(['titles', 'scanner']);
  const navigate = useNavigate();
  const { data: config } = useQuery(privateConfigQueryOptions());
  const domain = config?.brand.domain;
  const [prompting, setPrompting] = useState(false);
  const [promptRound, setPromptRound] = useState(0);

  const onText = useCallback(
    (text: string) => {
      if (!domain) return false;
      // spec 02 §5: codes without the brand domain or with fewer than four parts are ignored
      const qr = parseProductQr(text, domain);
      if (!qr) return false;
      currentScan.set(
        newScan({ code: qr.serial, type: qr.type, size: qr.size, variant: qr.variant, manual: false }),
      );
      void navigate('/scan/review');
      return true;
    },
    [domain, navigate],
  );

  const { videoRef, state } = useCameraScanner({ onText, active: !prompting });

  // spec 02 §2: after 18 s without a scan, a blocking prompt offers manual entry
  useEffect(() => {
    if (state !== 'scanning' || prompting) return;
    const timer = setTimeout(() => setPrompting(true), TIMINGS.scannerManualPromptMs);
    return () => clearTimeout(timer);
  }, [state, prompting, promptRound]);

  if (state === 'broken') {
    return (
      <Page title={t('titles:scan.scan')}>
        <ScannerBroken />
      </Page>
    );
  }

  return (
    <Page title={t('titles:scan.scan')}>
      <div className="scanner">
        <video ref={videoRef} className="scanner__video" muted playsInline aria-label={t('scanner:video')} />
        <div className="scanner__guide" aria-hidden="true" />
      </div>
      <p className="muted" role="status">
        {state === 'starting' ? t('scanner:starting') : t('scanner:hint')}
      </p>
      <Link className="button button--secondary" to="/scan/manual">
        {t('scanner:manual')}
      </Link>
      {prompting ? (
        <ManualEntryPrompt
          onKeepScanning={() => {
            setPrompting(false);
            setPromptRound((n) => n + 1);
          }}
        />
      ) : null}
    </Page>
  );
}
