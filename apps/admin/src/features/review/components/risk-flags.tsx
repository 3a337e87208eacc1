import type { ReviewRiskFlag } from '@club/contract';
import { useTranslation } from 'react-i18next';

/** The raised signals of a project, as short labels (decision 017). */
export function RiskFlags({ flags }: { flags: readonly ReviewRiskFlag[] }) {
  const { t } = useTranslation('review');
  if (flags.length === 0) return <span className="review-muted">{t('queue.no_risk')}</span>;
  return (
    <ul className="review-flags">
      {flags.map((flag) => (
        <li key={flag} className="review-flag">
          {t(`flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}
