import { useTranslation } from 'react-i18next';

/** A company's or person's status (spec 01 §4: 0 pending, 1 active, 2 deactivated), in words. */
export function StatusBadge({ active }: { active: number }) {
  const { t } = useTranslation('companies');
  return <span className={`co-status-badge co-status-badge--${active}`}>{t(`status.${active}`)}</span>;
}
