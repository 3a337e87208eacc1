import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CONTENT_TYPES,
  LANGUAGES,
  listAdminContent,
  REGIONS,
  setAdminContentVisibility,
  type AdminContentItem,
} from '@club/contract';
import {
  FilterSelect,
  FilterText,
  ListTable,
  useListPage,
  type DataTableColumn,
} from '@/components/data-table';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { contentKeys } from './content-keys';

const FILTERS = ['type', 'region_id', 'language_id', 'status', 'q'] as const;

const stateOf = (item: AdminContentItem): 'hidden' | 'scheduled' | 'visible' =>
  !item.is_visible ? 'hidden' : Date.parse(item.published_at) > Date.now() ? 'scheduled' : 'visible';

/** News, resource articles and videos of every region, with their state and a hide/show switch. */
export function Component() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('title'));
  const client = useQueryClient();
  const page = useListPage({
    endpoint: listAdminContent,
    queryKey: contentKeys.list,
    filters: FILTERS,
  });
  const visibility = useMutation({
    mutationFn: (item: AdminContentItem) =>
      call(setAdminContentVisibility, { params: { id: item.uuid }, body: { is_visible: !item.is_visible } }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
  const regionName = (id: number) => t(`regions.${REGIONS.find((r) => r.id === id)?.code ?? 'ALL'}`);
  const languageName = (id: number) => LANGUAGES.find((l) => l.id === id)?.locale.toUpperCase() ?? '';
  const columns: DataTableColumn<AdminContentItem>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      cell: (item) => <Link to={`/content/${item.uuid}`}>{item.title}</Link>,
    },
    { id: 'region', header: t('columns.region'), cell: (item) => regionName(item.region_id) },
    { id: 'language', header: t('columns.language'), cell: (item) => languageName(item.language_id) },
    {
      id: 'published_at',
      header: t('columns.publishedAt'),
      cell: (item) => formatDateTime(item.published_at, i18n.language),
    },
    { id: 'state', header: t('columns.state'), cell: (item) => t(`states.${stateOf(item)}`) },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (item) => (
        <button
          type="button"
          className="button"
          disabled={visibility.isPending}
          onClick={() => visibility.mutate(item)}
        >
          {item.is_visible
            ? t('actions.hide', { title: item.title })
            : t('actions.show', { title: item.title })}
        </button>
      ),
    },
  ];
  return (
    <section className="page">
      <div className="page-head">
        <h1>{t('title')}</h1>
        <Link className="button button-primary" to="/content/new">
          {t('actions.new')}
        </Link>
      </div>
      <ListTable
        page={page}
        caption={t('title')}
        columns={columns}
        rowKey={(item) => item.uuid}
        emptyText={t('empty')}
        filterLabel={t('filters.label')}
      >
        <FilterSelect
          label={t('columns.type')}
          {...page.choice('type')}
          allLabel={t('types.news')}
          options={CONTENT_TYPES.filter((type) => type !== 'news').map((type) => ({
            value: type,
            label: t(`types.${type}`),
          }))}
        />
        <FilterSelect
          label={t('columns.region')}
          {...page.choice('region_id')}
          allLabel={t('filters.allRegions')}
          options={REGIONS.map((r) => ({ value: String(r.id), label: t(`regions.${r.code}`) }))}
        />
        <FilterSelect
          label={t('columns.language')}
          {...page.choice('language_id')}
          allLabel={t('filters.allLanguages')}
          options={LANGUAGES.map((l) => ({ value: String(l.id), label: l.locale.toUpperCase() }))}
        />
        <FilterSelect
          label={t('columns.state')}
          {...page.choice('status')}
          allLabel={t('filters.allStates')}
          options={(['visible', 'scheduled', 'hidden'] as const).map((s) => ({
            value: s,
            label: t(`states.${s}`),
          }))}
        />
        <FilterText label={t('filters.q')} {...page.text('q')} />
      </ListTable>
    </section>
  );
}
