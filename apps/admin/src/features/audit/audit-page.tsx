import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AuditListQuerySchema,
  getAuditFacets,
  listAuditLog,
  listOperators,
  type AuditEntry,
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
import { ValueDiff, ValueList } from '@/components/value-diff';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';

const FILTERS = ['operator', 'target_type', 'action', 'from', 'to'] as const;

/** ARCHITECTURE §4: every operator write, newest first, with what it changed (admin only). */
export function Component() {
  const { t, i18n } = useTranslation('audit');
  useDocumentTitle(t('title'));
  const list = useListParams({ schema: AuditListQuerySchema, filters: FILTERS });
  const drafts = useFilterDrafts(list, FILTERS);
  const query = useQuery({
    queryKey: ['audit', 'list', list.query],
    queryFn: ({ signal }) => call(listAuditLog, { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  // every visit reads the choices again: the writes just made are what an admin looks for
  const facets = useQuery({
    queryKey: ['audit', 'facets'],
    queryFn: ({ signal }) => call(getAuditFacets, { signal }),
    staleTime: 0,
  });
  const operators = useQuery({
    queryKey: ['operators', 'list', { page: 1, limit: 100, sort: 'name' }],
    queryFn: ({ signal }) => call(listOperators, { query: { page: 1, limit: 100, sort: 'name' }, signal }),
  });
  const options = (values: readonly string[] | undefined) =>
    (values ?? []).map((value) => ({ value, label: value }));

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'created_at', header: t('columns.when'), cell: (e) => formatDateTime(e.created_at, i18n.language) },
    {
      id: 'operator',
      header: t('columns.operator'),
      cell: (e) => <span title={e.operator.email}>{e.operator.name}</span>,
    },
    { id: 'action', header: t('columns.action'), cell: (e) => <code>{e.action}</code> },
    {
      id: 'target',
      header: t('columns.target'),
      cell: (e) => (
        <>
          {e.target_type}
          {e.target_id && <span className="muted block">{e.target_id}</span>}
        </>
      ),
    },
    {
      id: 'changes',
      header: t('columns.changes'),
      cell: (e) => (
        <>
          {(e.before !== null || e.after !== null) && <ValueDiff before={e.before} after={e.after} />}
          {e.before === null && e.after === null && <ValueList value={e.data} />}
        </>
      ),
    },
  ];

  return (
    <section className="page">
      <h1>{t('title')}</h1>
      <DataTable
        caption={t('title')}
        columns={columns}
        query={query}
        list={list}
        rowKey={(e) => e.id}
        emptyText={t('empty')}
        filters={
          <DataTableFilters label={t('filters.label')} onApply={drafts.apply} onClear={drafts.clear}>
            <FilterSelect
              label={t('columns.operator')}
              value={drafts.values.operator}
              onChange={(v) => drafts.set('operator', v, true)}
              allLabel={t('filters.all')}
              options={(operators.data?.data ?? []).map((o) => ({
                value: o.uuid,
                label: `${o.name} (${o.email})`,
              }))}
            />
            <FilterSelect
              label={t('filters.entity')}
              value={drafts.values.target_type}
              onChange={(v) => drafts.set('target_type', v, true)}
              allLabel={t('filters.all')}
              options={options(facets.data?.target_types)}
            />
            <FilterSelect
              label={t('columns.action')}
              value={drafts.values.action}
              onChange={(v) => drafts.set('action', v, true)}
              allLabel={t('filters.all')}
              options={options(facets.data?.actions)}
            />
            <FilterText
              type="date"
              label={t('filters.from')}
              value={drafts.values.from}
              onChange={(v) => drafts.set('from', v)}
            />
            <FilterText
              type="date"
              label={t('filters.to')}
              value={drafts.values.to}
              onChange={(v) => drafts.set('to', v)}
            />
          </DataTableFilters>
        }
      />
    </section>
  );
}
