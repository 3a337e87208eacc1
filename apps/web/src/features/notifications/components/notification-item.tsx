import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINKED_NOTIFICATION_EVENTS, notificationRoute, type Notification } from '@club/contract';
import { formatDateTime, formatDay } from '@/lib/format';

/**
 * Events the app words itself, in the user's language, from the notice's params (the project's name, its
 * points, the installation day; the lead's city and deadline), each with the params its text needs. A
 * notice written before its event carried those params shows the server's text instead.
 */
const KNOWN_EVENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['project_closed', ['project']],
  ['project_in_review', ['project']],
  ['scans_rejected', ['project']],
  ['project_installation_date_reminder', ['project']],
  ['lead_new', ['city']],
  ['lead_reminder', ['city', 'deadline']],
  ['lead_agreement_reminder', ['city', 'deadline']],
]);

const hasText = (value: string | number | undefined) => value !== undefined && value !== '';

interface NotificationItemProps {
  notification: Notification;
  isOpen: boolean;
  onToggle: () => void;
}

/** spec 02 §2: tapping a notification expands it (and marks it read); linked events lead onward. */
export function NotificationItem({ notification, isOpen, onToggle }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const bodyId = useId();
  const { params } = notification;
  const needs = notification.event === null ? undefined : KNOWN_EVENTS.get(notification.event);
  const known = needs !== undefined;
  const values = {
    ...params,
    ...(typeof params.date === 'string' ? { date: formatDay(params.date, i18n.language) } : {}),
    ...(typeof params.deadline === 'string' && params.deadline !== ''
      ? { deadline: formatDateTime(params.deadline, i18n.language) }
      : {}),
  };
  // support's reply (spec 03 §2) is worded by the support chat's texts, fetched when one is shown
  const isSupportReply = notification.event === LINKED_NOTIFICATION_EVENTS.SUPPORT_CHAT_REPLY;
  const { t: tSupport, ready: supportReady } = useTranslation('support', {
    useSuspense: false,
    bindI18n: isSupportReply ? 'languageChanged loaded' : false,
  });
  const supportWords = isSupportReply && supportReady && typeof params.title === 'string';
  const title = supportWords
    ? tSupport('notification.title')
    : known
      ? t(`events.${notification.event}.title`)
      : notification.title;
  const text = supportWords
    ? tSupport('notification.text', { title: params.title })
    : needs?.every((name) => hasText(params[name]))
      ? t(`events.${notification.event}.text`, values)
      : notification.text;
  const route = notificationRoute(notification.event, notification.meta.ticket_uuid);
  const unread = notification.mark === 0;
  const date = formatDateTime(notification.created_at, i18n.language);
  return (
    <li className={`notification notification--${notification.type}${unread ? ' notification--unread' : ''}`}>
      <button
        type="button"
        className="notification__head"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="notification__title">
          {unread ? <span className="visually-hidden">{t('unread')} </span> : null}
          {title}
        </span>
        <span className="notification__date">{date}</span>
      </button>
      <div id={bodyId} className="notification__body" hidden={!isOpen}>
        <p>{text}</p>
        {route ? (
          <Link to={route}>
            {params.project !== undefined ? t('open_project', { project: params.project }) : t('open')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
