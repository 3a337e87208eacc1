import { listProjectsInReview, type ReviewQueueItem } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, useListPage, type DataTableColumn } from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { reviewKeys } from './api';
import './review.css';
import { RiskFlags } from './components/risk-flags';

const addressOf = (project: ReviewQueueItem) =>
  [project.street_name, [project.postal_code, project.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** spec 02 §4, §7: the projects in review across the club, the longest waiting first. */
export function Component() {
  const { t, i18n } = useTranslation('review');
  useDocumentTitle(t('queue.title'));
  const page = useListPage({ endpoint: listProjectsInReview, queryKey: reviewKeys.queue });
  const columns: DataTableColumn<ReviewQueueItem>[] = [
    {
      id: 'waiting_since',
      header: t('queue.waiting_since'),
      cell: (p) => formatDateTime(p.waiting_since, i18n.language),
    },
    {
      id: 'company',
      header: t('queue.company'),
      cell: (p) => (
        <>
          {p.company.name} <span className="review-muted">({p.company.region.code})</span>
        </>
      ),
    },
    { id: 'address', header: t('queue.address'), cell: addressOf },
    { id: 'products', header: t('queue.products'), align: 'end', cell: (p) => p.products_count },
    { id: 'risk', header: t('queue.risk'), cell: (p) => <RiskFlags flags={p.risk_flags} /> },
    {
      id: 'open',
      header: t('queue.open'),
      cell: (p) => (
        <Link to={p.uuid} aria-label={t('queue.open_project', { address: addressOf(p) })}>
          {t('queue.open')}
        </Link>
      ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('queue.title')}</h1>
      <p className="review-muted">{t('queue.intro')}</p>
      <ListTable
        page={page}
        caption={t('queue.title')}
        columns={columns}
        rowKey={(p) => p.uuid}
        emptyText={t('queue.empty')}
      />
    </section>
  );
}
