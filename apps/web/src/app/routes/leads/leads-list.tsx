import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LEAD_OPEN_STATUSES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { translateError } from '@/lib/error-message';
import { useLeads } from '@/features/leads/api/leads';
import { LeadCard } from '@/features/leads/components/lead-card';
import { groupLeads } from '@/features/leads/utils/lead-groups';
import '@/styles/field-work.css';
import '@/styles/leads.css';

/** The list's two tabs: the leads the owner still works on, and the archive of the finished ones. */
const TABS = ['open', 'archive'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

// spec 01 §4: the archive's groups, in this order
const ARCHIVE_SECTIONS = ['closed', 'declined', 'lost'] as const;

/** spec 01 §9 /leads: page 1, 30 leads, by status group (spec 01 §4). */
export function Component() {
  const { t } = useTranslation(['titles', 'leads']);
  const { t: tErrors } = useTranslation('errors');
  const [params] = useSearchParams();
  const groupParam = params.get('group');
  const tab: Tab = isTab(groupParam) ? groupParam : 'open';
  const { data, error, isPending } = useLeads(tab);
  const leads = data?.data ?? [];

  // open leads by status along the happy path; the archive by how the lead ended
  const sections =
    tab === 'open'
      ? LEAD_OPEN_STATUSES.map((status) => ({
          key: status,
          title: t(`leads:status.${status}`),
          leads: leads.filter((lead) => lead.status === status),
        }))
      : ARCHIVE_SECTIONS.map((group) => ({
          key: group,
          title: t(`leads:groups.${group}`),
          leads: groupLeads(leads)[group],
        }));

  return (
    <Page title={t('titles:leads.list')}>
      <nav className="filter-tabs" aria-label={t('leads:list.tabs')}>
        {TABS.map((item) => (
          <Link
            key={item}
            to={item === 'open' ? '/leads' : `/leads?group=${item}`}
            className="filter-tabs__item"
            aria-current={item === tab ? 'page' : undefined}
          >
            {t(`leads:tabs.${item}`)}
          </Link>
        ))}
      </nav>
      {isPending ? <PageLoading /> : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {data && leads.length === 0 ? <p>{t(`leads:list.empty_${tab}`)}</p> : null}
      {sections
        .filter((section) => section.leads.length > 0)
        .map((section) => (
          <section key={section.key} className="lead-group" aria-labelledby={`lead-group-${section.key}`}>
            <h2 id={`lead-group-${section.key}`} className="section-title">
              {section.title} <span className="lead-group__count">({section.leads.length})</span>
            </h2>
            <ul className="project-list">
              {section.leads.map((lead) => (
                <li key={lead.uuid}>
                  <LeadCard lead={lead} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      {data && data.meta.total > leads.length ? (
        <p className="muted">{t('leads:list.more', { count: data.meta.total - leads.length })}</p>
      ) : null}
    </Page>
  );
}
