import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { useSupportConversations } from '@/features/support/api/support';
import { ConversationStatusBadge } from '@/features/support/components/conversation-status';
import { ServerErrors } from '@/features/support/components/server-errors';
import { sessionUserUuid } from '@/lib/session';
import '@/styles/support.css';

/**
 * spec 03 §2 /support/chat: the user's conversations, 20 a page, with a button to start one. With none at
 * all it goes straight to /support/chat/new.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'support']);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useSupportConversations(page, sessionUserUuid() ?? undefined);

  if (data && data.meta.total === 0) return <Navigate to="/support/chat/new" replace />;
  const href = (p: number) => (p > 1 ? `/support/chat?page=${p}` : '/support/chat');

  return (
    <Page title={t('titles:support.chat_list')}>
      <Link className="button button--primary" to="/support/chat/new">
        {t('support:list.new')}
      </Link>
      {isPending ? <PageLoading /> : null}
      <ServerErrors error={error} />
      {data && data.data.length > 0 ? (
        <ul className="support-list">
          {data.data.map((conversation) => (
            <li key={conversation.uuid}>
              <Link className="support-list__item" to={`/support/chat/${conversation.uuid}`}>
                <span className="support-list__title">{conversation.title}</span>
                <ConversationStatusBadge status={conversation.status} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.meta.last_page > 1 ? (
        <nav className="pager" aria-label={t('support:list.pages')}>
          {page > 1 ? <Link to={href(page - 1)}>{t('support:list.previous')}</Link> : <span />}
          <span>{t('support:list.page_of', { page, pages: data.meta.last_page })}</span>
          {page < data.meta.last_page ? <Link to={href(page + 1)}>{t('support:list.next')}</Link> : <span />}
        </nav>
      ) : null}
    </Page>
  );
}
