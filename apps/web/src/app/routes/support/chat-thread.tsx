import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { Button } from '@/components/ui/button';
import { useReply, useSupportConversation, useSupportMessages } from '@/features/support/api/support';
import { ConversationStatusBadge } from '@/features/support/components/conversation-status';
import { MessageField } from '@/features/support/components/message-field';
import { ServerErrors } from '@/features/support/components/server-errors';
import { formatDateTime } from '@/lib/format';
import '@/styles/support.css';

/**
 * spec 03 §2 /support/chat/{uuid}: the thread (up to 1000 messages, as text: never HTML) and a reply box.
 * Support's replies appear within seconds while it is open (polled, docs/decisions/027).
 */
export function Component() {
  const { uuid = '' } = useParams();
  const { t, i18n } = useTranslation(['titles', 'support']);
  const conversation = useSupportConversation(uuid);
  const messages = useSupportMessages(uuid);
  const reply = useReply(uuid);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const count = messages.data?.data.length ?? 0;

  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    reply.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Page
      title={conversation.data?.title ?? t('titles:support.chat_thread')}
      back={{ to: '/support/chat', label: t('support:back') }}
    >
      {conversation.data ? <ConversationStatusBadge status={conversation.data.status} /> : null}
      {messages.isPending || conversation.isPending ? <PageLoading /> : null}
      <ServerErrors error={conversation.error ?? messages.error} />
      {messages.data ? (
        <ol className="support-thread" aria-label={t('support:thread.messages')} aria-live="polite">
          {messages.data.data.map((message, index) => (
            <li
              key={message.uuid}
              ref={index === count - 1 ? end : undefined}
              className={`support-message support-message--${message.sender}`}
            >
              <p className="support-message__meta">
                <span>{t(`support:thread.sender.${message.sender}`)}</span>{' '}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at, i18n.language)}</time>
              </p>
              <p className="support-message__text">{message.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {conversation.data ? (
        <form className="form support-reply" noValidate onSubmit={submit}>
          <MessageField
            label={t('support:thread.reply')}
            value={text}
            onChange={setText}
            error={missing ? t('support:errors.message_required') : undefined}
          />
          <ServerErrors error={reply.error} />
          <Button type="submit" disabled={reply.isPending}>
            {t('support:thread.send')}
          </Button>
        </form>
      ) : null}
    </Page>
  );
}
