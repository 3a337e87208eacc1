import { useTranslation } from 'react-i18next';
import { CLUB_CARD_STATES, listAdminClubCards, type AdminClubCard } from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { clubCardKeys } from './club-card-keys';
import { ClubCardsNav } from './section-nav';
import './club-cards.css';

const FILTERS = ['q', 'status'] as const;

/** The club cards of every company: who ordered one, where it went, its status. */
export function Component() {
  const { t, i18n } = useTranslation(['club_cards', 'common']);
  useDocumentTitle(t('club_cards:cards.title'));
  const page = useListPage({
    endpoint: listAdminClubCards,
    queryKey: clubCardKeys.cards,
    filters: FILTERS,
    defaultSort: { id: 'ordered_at', order: 'desc' },
  });
  const columns: DataTableColumn<AdminClubCard>[] = [
    {
      id: 'ordered_at',
      header: t('club_cards:columns.ordered'),
      sortable: true,
      cell: (card) => formatDateTime(card.ordered_at, i18n.language),
    },
    { id: 'company', header: t('club_cards:columns.company'), cell: (card) => card.company.name },
    { id: 'card', header: t('club_cards:columns.card'), cell: (card) => card.serial_masked ?? '—' },
    {
      id: 'status',
      header: t('club_cards:columns.status'),
      sortable: true,
      cell: (card) => t(`club_cards:card_status.${card.status}`),
    },
    {
      id: 'verified',
      header: t('club_cards:columns.verified'),
      cell: (card) => (card.verified_at ? formatDateTime(card.verified_at, i18n.language) : '—'),
    },
    {
      id: 'holder',
      header: t('club_cards:columns.holder'),
      cell: (card) => (
        <>
          {card.holder}
          <br />
          <span className="club-cards-reason">{card.address}</span>
        </>
      ),
    },
  ];
  return (
    <section className="page">
      <h1>{t('club_cards:title')}</h1>
      <ClubCardsNav />
      <ListTable
        page={page}
        caption={t('club_cards:cards.caption')}
        columns={columns}
        rowKey={(card) => card.uuid}
        emptyText={t('club_cards:cards.empty')}
        filterLabel={t('club_cards:filters.label')}
      >
        <FilterText label={t('club_cards:filters.q')} {...page.text('q')} />
        <FilterSelect
          label={t('club_cards:columns.status')}
          {...page.choice('status')}
          allLabel={t('club_cards:filters.all')}
          options={CLUB_CARD_STATES.map((status) => ({
            value: status,
            label: t(`club_cards:card_status.${status}`),
          }))}
        />
      </ListTable>
    </section>
  );
}
