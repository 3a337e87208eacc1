import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listAdminSurveys, REGIONS, updateAdminSurvey, type AdminSurvey } from '@club/contract';
import { FilterSelect, ListTable, useListPage, type DataTableColumn } from '@/components/data-table';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';

const FILTERS = ['region_id'] as const;

/** The surveys of each region with their settings, the collector link and how their items stand. */
export function Component() {
  const { t, i18n } = useTranslation('surveys');
  useDocumentTitle(t('title'));
  const client = useQueryClient();
  const page = useListPage({
    endpoint: listAdminSurveys,
    queryKey: (query) => ['admin-surveys', query],
    filters: FILTERS,
  });
  const toggle = useMutation({
    mutationFn: (survey: AdminSurvey) =>
      call(updateAdminSurvey, { params: { id: survey.uuid }, body: { is_active: !survey.is_active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-surveys'] }),
  });
  const regionCode = (id: number) => REGIONS.find((r) => r.id === id)?.code ?? 'ALL';
  const titleOf = (survey: AdminSurvey) =>
    survey.languages.find((l) => l.lang === i18n.language)?.title ??
    survey.languages.find((l) => l.lang === 'en')?.title ??
    survey.survey_key;
  const columns: DataTableColumn<AdminSurvey>[] = [
    {
      id: 'survey',
      header: t('columns.survey'),
      cell: (s) => (
        <>
          <strong>{titleOf(s)}</strong>
          <br />
          <code>{s.survey_key}</code>
        </>
      ),
    },
    {
      id: 'region',
      header: t('columns.region'),
      cell: (s) => (regionCode(s.region_id) === 'ALL' ? t('allRegions') : regionCode(s.region_id)),
    },
    {
      id: 'languages',
      header: t('columns.languages'),
      cell: (s) => s.languages.map((l) => l.lang.toUpperCase()).join(', '),
    },
    { id: 'open', header: t('columns.open'), cell: (s) => (s.is_active ? t('open') : t('closed')) },
    {
      id: 'delay',
      header: t('columns.delay'),
      cell: (s) => t('delayDays', { count: s.delay_days }),
      align: 'end',
    },
    {
      id: 'items',
      header: t('columns.items'),
      cell: (s) =>
        t('items', {
          pending: s.counts.pending,
          delayed: s.counts.delayed,
          opened: s.counts.opened,
          completed: s.counts.completed,
        }),
    },
    {
      id: 'collector',
      header: t('columns.collector'),
      cell: (s) => (
        <a href={s.collector_link} target="_blank" rel="noopener noreferrer">
          {t('collector', { key: s.survey_key })}
        </a>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (s) => (
        <button type="button" className="button" disabled={toggle.isPending} onClick={() => toggle.mutate(s)}>
          {s.is_active ? t('close', { key: s.survey_key }) : t('reopen', { key: s.survey_key })}
        </button>
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
        rowKey={(s) => s.uuid}
        emptyText={t('empty')}
        filterLabel={t('filters.label')}
      >
        <FilterSelect
          label={t('columns.region')}
          {...page.choice('region_id')}
          allLabel={t('filters.allRegions')}
          options={REGIONS.map((r) => ({
            value: String(r.id),
            label: r.code === 'ALL' ? t('allRegions') : r.code,
          }))}
        />
      </ListTable>
    </section>
  );
}
