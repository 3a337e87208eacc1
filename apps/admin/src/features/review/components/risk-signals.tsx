import type { ReviewProduct } from '@club/contract';
import { useTranslation } from 'react-i18next';

const dateOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** Decision 017's signals of one product, in plain words; the raised ones first and marked. */
export function RiskSignals({ product }: { product: ReviewProduct }) {
  const { t, i18n } = useTranslation('review');
  const { risk } = product;
  const lines: { key: string; text: string; raised: boolean }[] = [];
  if (risk.serial_attempts.count > 0) {
    lines.push({
      key: 'serial',
      raised: product.risk_flags.includes('serial_refused'),
      text: t('risk.serial_attempts', {
        count: risk.serial_attempts.count,
        companies: risk.serial_attempts.companies.map((c) => c.name).join(', '),
      }),
    });
  }
  for (const reuse of risk.photo_reuse) {
    const text = t(reuse.exact ? 'risk.photo_exact' : 'risk.photo_similar', {
      company: reuse.company.name,
      date: dateOf(reuse.uploaded_at, i18n.language),
    });
    lines.push({
      key: `photo-${reuse.image_uuid}`,
      raised: true,
      text: reuse.serial_number ? `${text} ${t('risk.photo_serial', { serial: reuse.serial_number })}` : text,
    });
  }
  lines.push({
    key: 'rate',
    raised: risk.scan_rate.flagged,
    text: t(
      risk.scan_rate.flagged
        ? 'risk.scan_rate_flagged'
        : risk.scan_rate.median === 0
          ? 'risk.scan_rate_new'
          : 'risk.scan_rate',
      {
        count: risk.scan_rate.count,
        day: dateOf(`${risk.scan_rate.day}T12:00:00Z`, i18n.language),
        median: risk.scan_rate.median,
      },
    ),
  });
  const raised = lines.filter((line) => line.raised);
  return (
    <div className="review-risk">
      {raised.length === 0 ? <p className="review-risk__none">{t('risk.none')}</p> : null}
      <ul className="review-risk__list">
        {[...raised, ...lines.filter((line) => !line.raised)].map((line) => (
          <li
            key={line.key}
            className={line.raised ? 'review-risk__item review-risk__item--raised' : 'review-risk__item'}
          >
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
