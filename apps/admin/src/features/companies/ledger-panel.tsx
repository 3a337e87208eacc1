import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOperatorCompanyLedger, type OperatorLedgerEntry } from '@club/contract';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { call } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { companyKeys, useLocalList } from './queries';

const KNOWN_EVENTS = new Set(['welcome', 'project', 'order', 'expired', 'top_up', 'refund', 'adjustment']);

/** The company's points ledger, newest first, with the balance after each entry. */
export function LedgerPanel({ companyUuid }: { companyUuid: string }) {
  const { t, i18n } = useTranslation('companies');
  const list = useLocalList();
  const query = useQuery({
    queryKey: companyKeys.ledger(companyUuid, list.query),
    queryFn: ({ signal }) =>
      call(listOperatorCompanyLedger, { params: { id: companyUuid }, query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const columns: DataTableColumn<OperatorLedgerEntry>[] = [
    { id: 'created_at', header: t('ledger.date'), cell: (e) => formatDateTime(e.created_at, i18n.language) },
    {
      id: 'event',
      header: t('ledger.event'),
      cell: (e) => (KNOWN_EVENTS.has(e.event) ? t(`ledger.events.${e.event}`) : e.event),
    },
    {
      id: 'points',
      header: t('ledger.points'),
      align: 'end',
      cell: (e) => (
        <span className={e.points > 0 ? 'co-amount-plus' : 'co-amount-minus'}>
          {e.points > 0 ? '+' : '−'}
          {number(Math.abs(e.points))}
        </span>
      ),
    },
    { id: 'balance', header: t('ledger.balance'), align: 'end', cell: (e) => number(e.balance) },
    { id: 'variation', header: t('ledger.variation'), cell: (e) => t(`ledger.variations.${e.variation}`) },
    {
      id: 'reason',
      header: t('ledger.reason'),
      cell: (e) =>
        e.reason ? (
          <span className="co-contact">
            <span>{e.reason}</span>
            {e.operator && <span className="muted">{t('ledger.by', { name: e.operator.name })}</span>}
          </span>
        ) : (
          (e.reference_type ?? '—')
        ),
    },
  ];
  return (
    <DataTable
      caption={t('tabs.ledger')}
      columns={columns}
      query={query}
      list={list}
      rowKey={(e) => e.uuid}
      emptyText={t('ledger.empty')}
    />
  );
}
