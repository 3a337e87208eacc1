import { useTranslation } from 'react-i18next';
import { CONVERSATION_STATUS_TONES, type ConversationStatus } from '@club/contract';

/** spec 03 §4: 1 info (in progress), 2 warning (answered), 3 success (closed), as a labelled badge. */
export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation('support');
  return (
    <span className={`status-badge support-status support-status--${CONVERSATION_STATUS_TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
