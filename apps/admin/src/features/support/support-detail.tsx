import { useState, type FormEvent } from 'react';
import { setAdminSupportConversationStatus, replyAdminSupportConversation } from '@club/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { supportKeys, supportThreadQuery } from './api';
import { SupportStatus } from './support-status';
import './support.css';

/** One conversation: who wrote from which device, the thread (as text), the reply, close and reopen. */
export function Component() {
  const { t, i18n } = useTranslation(['support', 'common']);
  const { id = '' } = useParams();
  const client = useQueryClient();
  const thread = useQuery(supportThreadQuery(id));
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.all });
  const reply = useMutation({
    mutationFn: (message: string) =>
      call(replyAdminSupportConversation, { params: { id }, body: { message } }),
    onSuccess: () => {
      setText('');
      return refresh();
    },
  });
  const setStatus = useMutation({
    mutationFn: (status: 1 | 3) =>
      call(setAdminSupportConversationStatus, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
  const conversation = thread.data?.conversation;
  useDocumentTitle(conversation?.title ?? t('support:detail.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    reply.mutate(text.trim());
  };

  return (
    <section className="page support-detail">
      <p>
        <Link to="..">{t('support:detail.back')}</Link>
      </p>
      {thread.isPending ? <Loading /> : null}
      {thread.isError ? <ErrorState error={thread.error} onRetry={() => void thread.refetch()} /> : null}
      {conversation && thread.data ? (
        <>
          <h1>{conversation.title}</h1>
          <p className="support-detail__meta">
            <SupportStatus status={conversation.status} />
            <span>
              {t('support:list.company')}: <strong>{conversation.company.name}</strong>
            </span>
            <span>
              {t('support:detail.installer')}: {conversation.installer.name} {conversation.installer.surname}
            </span>
            <span>
              {t('support:list.started')}: {formatDateTime(conversation.created_at, i18n.language)}
            </span>
          </p>
          <dl className="support-device">
            <dt>{t('support:detail.language')}</dt>
            <dd>{conversation.info.language}</dd>
            <dt>{t('support:detail.region')}</dt>
            <dd>{conversation.info.region}</dd>
            <dt>{t('support:detail.host')}</dt>
            <dd>{conversation.info.hostname}</dd>
            <dt>{t('support:detail.app')}</dt>
            <dd>
              {conversation.info.appType} {conversation.info.appVersion}
            </dd>
            <dt>{t('support:detail.browser')}</dt>
            <dd>{conversation.info.userAgent}</dd>
          </dl>
          <ol className="support-thread" aria-label={t('support:detail.messages')}>
            {thread.data.messages.map((message) => (
              <li key={message.uuid} className={`support-message support-message--${message.sender}`}>
                <p className="support-muted">
                  {t(`support:detail.sender.${message.sender}`)} ·{' '}
                  <time dateTime={message.created_at}>
                    {formatDateTime(message.created_at, i18n.language)}
                  </time>
                </p>
                <p className="support-message__text">{message.message}</p>
              </li>
            ))}
          </ol>
          <form className="support-reply" noValidate onSubmit={submit}>
            <label htmlFor="support-reply">{t('support:detail.reply')}</label>
            <textarea
              id="support-reply"
              rows={4}
              value={text}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? 'support-reply-error' : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {missing ? (
              <p id="support-reply-error" className="field-error">
                {t('support:detail.reply_required')}
              </p>
            ) : null}
            <FormError message={reply.isError ? errorMessage(reply.error, t) : null} />
            <div className="support-actions">
              <button type="submit" className="button button-primary" disabled={reply.isPending}>
                {t('support:detail.send')}
              </button>
              {conversation.status === 3 ? (
                <button
                  type="button"
                  className="button"
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate(1)}
                >
                  {t('support:detail.reopen')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={setStatus.isPending}
                  onClick={() => setStatus.mutate(3)}
                >
                  {t('support:detail.close')}
                </button>
              )}
            </div>
            <FormError message={setStatus.isError ? errorMessage(setStatus.error, t) : null} />
          </form>
        </>
      ) : null}
    </section>
  );
}
