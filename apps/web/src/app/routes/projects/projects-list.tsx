import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProjectListFilter } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useProjects } from '@/features/projects/api/projects';
import { ProjectCard } from '@/features/projects/components/project-card';
import '@/styles/field-work.css';

/** spec 02 §2: the list's tabs; open (in progress and scheduled) first and by default. */
const TABS = ['open', 'in_review', 'closed', 'lost', 'all'] as const satisfies readonly ProjectListFilter[];
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** spec 02 §2 /projects: tabs by status, 20 a page. */
export function Component() {
  const { t } = useTranslation(['titles', 'projects']);
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status: Tab = isTab(statusParam) ? statusParam : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isPending } = useProjects(status, page);

  const href = (next: { status?: Tab; page?: number }) => {
    const query = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'open') query.set('status', s);
    const p = next.page ?? 1;
    if (p > 1) query.set('page', String(p));
    const qs = query.toString();
    return `/projects${qs ? `?${qs}` : ''}`;
  };

  return (
    <Page title={t('titles:projects.list')}>
      <Link className="button button--primary" to="/projects/add">
        {t('projects:list.add')}
      </Link>
      <nav className="filter-tabs" aria-label={t('projects:list.filters')}>
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={href({ status: tab })}
            className="filter-tabs__item"
            aria-current={tab === status ? 'page' : undefined}
          >
            {t(`projects:filters.${tab}`)}
          </Link>
        ))}
      </nav>
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data && data.data.length === 0 ? <p>{t('projects:list.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="project-list">
          {data.data.map((project) => (
            <li key={project.uuid}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.meta.last_page > 1 ? (
        <nav className="pager" aria-label={t('projects:list.pages')}>
          {page > 1 ? <Link to={href({ page: page - 1 })}>{t('projects:list.previous')}</Link> : <span />}
          <span>{t('projects:list.page_of', { page, pages: data.meta.last_page })}</span>
          {page < data.meta.last_page ? (
            <Link to={href({ page: page + 1 })}>{t('projects:list.next')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </Page>
  );
}
