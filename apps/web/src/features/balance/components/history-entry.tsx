import { useTranslation } from 'react-i18next';
import type { PointsHistoryEntry } from '@club/contract';
import { formatDate } from '@/lib/format';

const KNOWN_EVENTS = new Set(['welcome', 'project', 'order', 'expired', 'top_up', 'refund', 'adjustment']);

/**
 * spec 03 §2 Sheet tab: an entry with its event, date and a signed points badge; an adjustment by the club
 * also shows the reason the operator gave.
 */
export function HistoryEntry({ entry }: { entry: PointsHistoryEntry }) {
  const { t, i18n } = useTranslation('balance');
  const event = KNOWN_EVENTS.has(entry.event) ? t(`events.${entry.event}`) : entry.event;
  const date = formatDate(entry.created_at, i18n.language);
  const sign = entry.points > 0 ? '+' : '−';
  return (
    <li className="history-entry">
      <div className="history-entry__main">
        <span className="history-entry__event">{event}</span>
        {entry.reason ? <span className="history-entry__reason">{entry.reason}</span> : null}
        <span className="muted">{date}</span>
      </div>
      <span className={`points-badge points-badge--${entry.variation}`}>
        {sign}
        {Math.abs(entry.points)}
        <span className="visually-hidden"> {t(`variation.${entry.variation}`)}</span>
      </span>
    </li>
  );
}
