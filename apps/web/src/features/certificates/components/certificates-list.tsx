import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '@club/contract';
import { Button } from '@/components/ui/button';
import { translateError } from '@/lib/error-message';
import { downloadCertificate, useCertificates } from '../api/certificates';
import { formatDate } from '@/lib/format';

const ICONS: Record<string, string> = {
  'badge-check':
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1.2 14-3.6-3.6 1.4-1.4 2.2 2.2 5-5 1.4 1.4z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z',
  star: 'm12 2 3 6.5 7 .8-5.2 4.8 1.4 6.9L12 17.6 5.8 21l1.4-6.9L2 9.3l7-.8z',
};

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const { t: tErrors } = useTranslation('errors');
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const expires = formatDate(`${certificate.expires_on}T12:00:00Z`, i18n.language, 'long');
  const expired = certificate.expires_on < new Date().toISOString().slice(0, 10);

  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadCertificate(certificate.uuid, `${certificate.slug}.pdf`);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: translateError(tErrors, error) });
    }
  };

  return (
    <li className="certificate">
      <svg className="certificate__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[certificate.icon] ?? ICONS.shield} fill="currentColor" />
      </svg>
      <div className="certificate__main">
        <h3 className="certificate__name">{certificate.name}</h3>
        <p className="certificate__description">{certificate.description}</p>
        <p className={expired ? 'certificate__expiry certificate__expiry--past' : 'certificate__expiry'}>
          {expired ? t('expired_on', { date: expires }) : t('valid_until', { date: expires })}
        </p>
        <Button variant="secondary" disabled={state.busy} onClick={() => void download()}>
          {t('download')}
          <span className="visually-hidden"> {certificate.name}</span>
        </Button>
        {state.error ? (
          <p className="field__error" role="alert">
            {state.error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** spec 02 §2 /user: the company's behaviour certificates, each downloadable as a PDF. */
export function CertificatesList() {
  const { t } = useTranslation('certificates');
  const { t: tErrors } = useTranslation('errors');
  const { data, isPending, error } = useCertificates();
  if (isPending) return <p className="muted">{t('loading')}</p>;
  if (error) {
    return (
      <p className="field__error" role="alert">
        {translateError(tErrors, error)}
      </p>
    );
  }
  if (!data || data.length === 0) return <p className="muted">{t('empty')}</p>;
  return (
    <ul className="certificates">
      {data.map((certificate) => (
        <CertificateItem key={certificate.uuid} certificate={certificate} />
      ))}
    </ul>
  );
}
