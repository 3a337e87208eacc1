import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAuditFacets,
  isAuditAction,
  isEmulatedWriteAction,
  listAuditLog,
  listOperators,
  type AuditEntry,
} from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
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
  const page = useListPage({
    endpoint: listAuditLog,
    queryKey: (query) => ['audit', 'list', query],
    filters: FILTERS,
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
  // stored codes in words; a code of an older release without a name shows as it is
  const actionName = (action: string) =>
    isAuditAction(action)
      ? t(`actions.${action}`)
      : isEmulatedWriteAction(action)
        ? `${t('emulated_write')}: ${action}`
        : action;
  const targetName = (type: string) => t(`targets.${type}`, { defaultValue: type });
  const options = (values: readonly string[] | undefined, name: (value: string) => string) =>
    (values ?? []).map((value) => ({ value, label: name(value) }));

  const columns: DataTableColumn<AuditEntry>[] = [
    { id: 'created_at', header: t('columns.when'), cell: (e) => formatDateTime(e.created_at, i18n.language) },
    {
      id: 'operator',
      header: t('columns.operator'),
      cell: (e) => <span title={e.operator.email}>{e.operator.name}</span>,
    },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (e) => (
        <>
          {actionName(e.action)}
          <code className="muted block">{e.action}</code>
        </>
      ),
    },
    {
      id: 'target',
      header: t('columns.target'),
      cell: (e) => (
        <>
          {targetName(e.target_type)}
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
      <ListTable
        page={page}
        caption={t('title')}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={t('empty')}
        filterLabel={t('filters.label')}
      >
        <FilterSelect
          label={t('columns.operator')}
          {...page.choice('operator')}
          allLabel={t('filters.all')}
          options={(operators.data?.data ?? []).map((o) => ({
            value: o.uuid,
            label: `${o.name} (${o.email})`,
          }))}
        />
        <FilterSelect
          label={t('filters.entity')}
          {...page.choice('target_type')}
          allLabel={t('filters.all')}
          options={options(facets.data?.target_types, targetName)}
        />
        <FilterSelect
          label={t('columns.action')}
          {...page.choice('action')}
          allLabel={t('filters.all')}
          options={options(facets.data?.actions, actionName)}
        />
        <FilterText type="date" label={t('filters.from')} {...page.text('from')} />
        <FilterText type="date" label={t('filters.to')} {...page.text('to')} />
      </ListTable>
    </section>
  );
}
