import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLUB_CARD_LIMITS,
  listAdminTopUps,
  TOP_UP_STATUS,
  TOP_UP_STATUS_TONES,
  TOP_UP_STATUSES,
  type AdminTopUp,
} from '@club/contract';
import { FilterSelect, ListTable, useListPage, type DataTableColumn } from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { clubCardKeys } from './club-card-keys';
import { ClubCardsNav } from './section-nav';
import { SettleDialog } from './settle-dialog';
import './club-cards.css';

const FILTERS = ['status', 'older_than_hours'] as const;
const AGES = [24, CLUB_CARD_LIMITS.stalePendingHours, 168] as const;

/**
 * The top-ups of every company by status and age; a PENDING one the card provider stays silent about is
 * answered here by hand (docs/decisions/029).
 */
export function Component() {
  const { t, i18n } = useTranslation(['club_cards', 'common']);
  useDocumentTitle(t('club_cards:top_ups.title'));
  const page = useListPage({
    endpoint: listAdminTopUps,
    queryKey: clubCardKeys.topUps,
    filters: FILTERS,
    defaultSort: { id: 'created_at', order: 'desc' },
  });
  const [answering, setAnswering] = useState<AdminTopUp | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const columns: DataTableColumn<AdminTopUp>[] = [
    {
      id: 'created_at',
      header: t('club_cards:columns.date'),
      sortable: true,
      cell: (topUp) => formatDateTime(topUp.created_at, i18n.language),
    },
    { id: 'company', header: t('club_cards:columns.company'), cell: (topUp) => topUp.company.name },
    {
      id: 'card',
      header: t('club_cards:columns.card'),
      cell: (topUp) => topUp.card_serial_masked ?? '—',
    },
    {
      id: 'points',
      header: t('club_cards:columns.points'),
      sortable: true,
      align: 'end',
      cell: (topUp) => t('club_cards:amount', { points: topUp.amount.points, money: topUp.amount.local }),
    },
    {
      id: 'status',
      header: t('club_cards:columns.status'),
      sortable: true,
      cell: (topUp) => (
        <span className={`club-cards-badge club-cards-badge--${TOP_UP_STATUS_TONES[topUp.status]}`}>
          {t(`club_cards:status.${topUp.status}`)}
        </span>
      ),
    },
    {
      id: 'answer',
      header: t('club_cards:columns.answer'),
      cell: (topUp) =>
        topUp.status === TOP_UP_STATUS.PENDING ? (
          <button
            type="button"
            className="button"
            aria-label={t('club_cards:settle.open', {
              company: topUp.company.name,
              date: formatDateTime(topUp.created_at, i18n.language),
            })}
            onClick={() => {
              setDone(null);
              setAnswering(topUp);
            }}
          >
            {t('club_cards:settle.button')}
          </button>
        ) : (
          <span>
            {topUp.settled_by === 'provider' ? t('club_cards:top_ups.by_provider') : (topUp.settled_by ?? '')}
            {topUp.reason ? <span className="club-cards-reason"> — {topUp.reason}</span> : null}
          </span>
        ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('club_cards:title')}</h1>
      <ClubCardsNav />
      <p role="status">{done}</p>
      <ListTable
        page={page}
        caption={t('club_cards:top_ups.caption')}
        columns={columns}
        rowKey={(topUp) => topUp.uuid}
        emptyText={t('club_cards:top_ups.empty')}
        filterLabel={t('club_cards:filters.label')}
        applyButton={false}
      >
        <FilterSelect
          label={t('club_cards:columns.status')}
          {...page.choice('status')}
          allLabel={t('club_cards:filters.all')}
          options={TOP_UP_STATUSES.map((status) => ({
            value: status,
            label: t(`club_cards:status.${status}`),
          }))}
        />
        <FilterSelect
          label={t('club_cards:filters.age')}
          {...page.choice('older_than_hours')}
          allLabel={t('club_cards:filters.any_age')}
          options={AGES.map((hours) => ({
            value: String(hours),
            label: t('club_cards:filters.older_than', { count: hours }),
          }))}
        />
      </ListTable>
      {answering ? (
        <SettleDialog
          topUp={answering}
          onClose={(message) => {
            setAnswering(null);
            if (message) setDone(message);
          }}
        />
      ) : null}
    </section>
  );
}
