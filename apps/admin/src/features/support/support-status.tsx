import { CONVERSATION_STATUS_TONES, type ConversationStatus } from '@club/contract';
import { useTranslation } from 'react-i18next';

/** spec 03 §4: 1 waiting for support, 2 answered, 3 closed. */
export function SupportStatus({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation('support');
  return (
    <span className={`support-status support-status--${CONVERSATION_STATUS_TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
