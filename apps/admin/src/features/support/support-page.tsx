import { listAdminSupportConversations, type AdminSupportConversation } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { supportKeys } from './api';
import { SupportStatus } from './support-status';
import './support.css';

const FILTERS = ['status', 'q'] as const;

/** Support conversations of every company, by status and age (the longest waiting first). */
export function Component() {
  const { t, i18n } = useTranslation('support');
  useDocumentTitle(t('list.title'));
  const page = useListPage({
    endpoint: listAdminSupportConversations,
    queryKey: supportKeys.list,
    filters: FILTERS,
    defaultSort: { id: 'last_message_at', order: 'asc' },
  });
  const columns: DataTableColumn<AdminSupportConversation>[] = [
    {
      id: 'last_message_at',
      header: t('list.last_message'),
      sortable: true,
      cell: (c) => formatDateTime(c.last_message_at, i18n.language),
    },
    { id: 'status', header: t('list.status'), cell: (c) => <SupportStatus status={c.status} /> },
    { id: 'title', header: t('list.subject'), cell: (c) => c.title },
    {
      id: 'company',
      header: t('list.company'),
      cell: (c) => (
        <>
          {c.company.name}
          <br />
          <span className="support-muted">
            {c.installer.name} {c.installer.surname}
          </span>
        </>
      ),
    },
    {
      id: 'device',
      header: t('list.device'),
      cell: (c) => (
        <span className="support-muted">
          {c.info.region.toUpperCase()} · {c.info.language} · {c.info.appVersion}
        </span>
      ),
    },
    { id: 'messages', header: t('list.messages'), align: 'end', cell: (c) => c.messages_count },
    {
      id: 'created_at',
      header: t('list.started'),
      sortable: true,
      cell: (c) => formatDateTime(c.created_at, i18n.language),
    },
    {
      id: 'open',
      header: t('list.open'),
      cell: (c) => (
        <Link to={c.uuid} aria-label={t('list.open_conversation', { title: c.title })}>
          {t('list.open')}
        </Link>
      ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('list.title')}</h1>
      <ListTable
        page={page}
        caption={t('list.title')}
        columns={columns}
        rowKey={(c) => c.uuid}
        emptyText={t('list.empty')}
        filterLabel={t('list.filters')}
      >
        <FilterText label={t('list.search')} {...page.text('q')} />
        <FilterSelect
          label={t('list.status')}
          {...page.choice('status')}
          allLabel={t('list.all_statuses')}
          options={([1, 2, 3] as const).map((s) => ({ value: String(s), label: t(`status.${s}`) }))}
        />
      </ListTable>
    </section>
  );
}
