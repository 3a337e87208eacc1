import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOperatorCompanyProjects, type OperatorCompanyProject } from '@club/contract';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { call } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { companyKeys, useLocalList } from './queries';

/** The company's projects, newest first, with their status (spec 02 §4). */
export function ProjectsPanel({ companyUuid }: { companyUuid: string }) {
  const { t, i18n } = useTranslation('companies');
  const list = useLocalList();
  const query = useQuery({
    queryKey: companyKeys.projects(companyUuid, list.query),
    queryFn: ({ signal }) =>
      call(listOperatorCompanyProjects, { params: { id: companyUuid }, query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  const columns: DataTableColumn<OperatorCompanyProject>[] = [
    {
      id: 'address',
      header: t('projects.address'),
      cell: (p) => [p.name, `${p.street_name}, ${p.postal_code} ${p.city}`].filter(Boolean).join(' — '),
    },
    { id: 'status', header: t('projects.status'), cell: (p) => t(`projects.statuses.${p.status}`) },
    {
      id: 'points',
      header: t('projects.points'),
      align: 'end',
      cell: (p) => p.points_awarded.toLocaleString(i18n.language),
    },
    { id: 'created_at', header: t('projects.created'), cell: (p) => formatDate(p.created_at, i18n.language) },
    {
      id: 'closed_at',
      header: t('projects.closed'),
      cell: (p) => (p.closed_at ? formatDate(p.closed_at, i18n.language) : '—'),
    },
  ];
  return (
    <DataTable
      caption={t('tabs.projects')}
      columns={columns}
      query={query}
      list={list}
      rowKey={(p) => p.uuid}
      emptyText={t('projects.empty')}
    />
  );
}
