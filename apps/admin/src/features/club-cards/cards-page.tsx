import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AdminClubCardQuerySchema,
  CLUB_CARD_STATES,
  listAdminClubCards,
  type AdminClubCard,
} from '@club/contract';
import {
  DataTable,
  DataTableFilters,
  FilterSelect,
  FilterText,
  useFilterDrafts,
  useListParams,
  type DataTableColumn,
} from '@/components/data-table';
import { call } from '@/lib/api';
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
  const list = useListParams({
    schema: AdminClubCardQuerySchema,
    filters: FILTERS,
    defaultSort: { id: 'ordered_at', order: 'desc' },
  });
  const drafts = useFilterDrafts(list, FILTERS);
  const query = useQuery({
    queryKey: clubCardKeys.cards(list.query),
    queryFn: ({ signal }) => call(listAdminClubCards, { query: list.query, signal }),
    placeholderData: keepPreviousData,
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
      <DataTable
        caption={t('club_cards:cards.caption')}
        columns={columns}
        query={query}
        list={list}
        rowKey={(card) => card.uuid}
        emptyText={t('club_cards:cards.empty')}
        filters={
          <DataTableFilters
            label={t('club_cards:filters.label')}
            onApply={drafts.apply}
            onClear={drafts.clear}
          >
            <FilterText
              label={t('club_cards:filters.q')}
              value={drafts.values.q}
              onChange={(v) => drafts.set('q', v)}
            />
            <FilterSelect
              label={t('club_cards:columns.status')}
              value={drafts.values.status}
              onChange={(v) => drafts.set('status', v, true)}
              allLabel={t('club_cards:filters.all')}
              options={CLUB_CARD_STATES.map((status) => ({
                value: status,
                label: t(`club_cards:card_status.${status}`),
              }))}
            />
          </DataTableFilters>
        }
      />
    </section>
  );
}
