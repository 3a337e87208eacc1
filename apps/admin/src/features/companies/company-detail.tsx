import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  getOperatorCompany,
  setOperatorCompanyStatus,
  USER_STATUS,
  type OperatorCompanyDetail,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { roleMayUse, useOperator } from '@/lib/operator';
import { AdjustPointsDialog } from './adjust-points-dialog';
import { CompanyDataPanel, Fact } from './company-data-panel';
import { LedgerPanel } from './ledger-panel';
import { MembersPanel } from './members-panel';
import { Modal } from '@/components/modal';
import { ProjectsPanel } from './projects-panel';
import { companyKeys, regionName } from './queries';
import { StatusBadge } from './status-badge';
import './companies.css';

const TABS = ['data', 'members', 'ledger', 'projects', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/** A company as operators see it: its data, people, points ledger, projects and certificates. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation('companies');
  const query = useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => call(getOperatorCompany, { params: { id }, signal }),
  });
  useDocumentTitle(query.data?.name ?? t('title'));
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <CompanyView company={query.data} />;
}

function CompanyView({ company }: { company: OperatorCompanyDetail }) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const role = useOperator().data?.role;
  const canChange = roleMayUse(role, 'companyChanges');
  const canEmulate = roleMayUse(role, 'emulation');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('data');
  const [isAdjusting, setAdjusting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const isActive = company.active === USER_STATUS.ACTIVE;

  function select(name: Tab) {
    setTab(name);
    // the people's last activity and status move while the page is open
    if (name === 'members' || name === 'data') {
      void queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.uuid), exact: true });
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const edge = { Home: 0, End: TABS.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const next = TABS[edge ?? (TABS.indexOf(tab) + (step ?? 0) + TABS.length) % TABS.length] ?? 'data';
    select(next);
    tabRefs.current[next]?.focus();
  }

  async function changeStatus() {
    setConfirming(false);
    setFailure(null);
    try {
      await call(setOperatorCompanyStatus, {
        params: { id: company.uuid },
        body: { active: isActive ? USER_STATUS.DEACTIVATED : USER_STATUS.ACTIVE },
      });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <section className="page stack">
      <p>
        <Link to="..">{t('back')}</Link>
      </p>
      <header className="co-company-head">
        <div className="stack co-stack-tight">
          <h1>{company.name}</h1>
          <p className="row">
            <StatusBadge active={company.active} />
            <span>{regionName(company.region_id, i18n.language)}</span>
          </p>
        </div>
        <dl className="co-facts co-facts-inline">
          <Fact term={t('columns.points')}>{company.points.toLocaleString(i18n.language)}</Fact>
          <Fact term={t('columns.members')}>{company.members.length}</Fact>
        </dl>
        {canChange && (
          <div className="row">
            <button type="button" className="button button-primary" onClick={() => setAdjusting(true)}>
              {t('adjust.open')}
            </button>
            <button
              type="button"
              className={isActive ? 'button button-danger' : 'button'}
              onClick={() => setConfirming(true)}
            >
              {isActive ? t('actions.deactivateCompany') : t('actions.activateCompany')}
            </button>
          </div>
        )}
      </header>
      <FormError message={failure} />

      <div role="tablist" aria-label={t('tabs.label')} className="co-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        tabIndex={0}
        className="co-tab-panel"
      >
        {tab === 'data' && <CompanyDataPanel company={company} canChange={canChange} />}
        {tab === 'members' && (
          <MembersPanel company={company} canChange={canChange} canEmulate={canEmulate} />
        )}
        {tab === 'ledger' && <LedgerPanel companyUuid={company.uuid} />}
        {tab === 'projects' && <ProjectsPanel companyUuid={company.uuid} />}
        {tab === 'certificates' &&
          (company.certificates.length === 0 ? (
            <EmptyState>{t('certificates.empty')}</EmptyState>
          ) : (
            <ul className="co-certificates">
              {company.certificates.map((c) => (
                <li key={c.uuid}>
                  <strong>{c.name}</strong>{' '}
                  <span className="muted">
                    {t('certificates.valid', {
                      from: formatDate(c.awarded_on, i18n.language),
                      to: formatDate(c.expires_on, i18n.language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ))}
      </div>

      {isAdjusting && (
        <AdjustPointsDialog
          companyUuid={company.uuid}
          balance={company.points}
          onClose={() => setAdjusting(false)}
        />
      )}
      {isConfirming && (
        <Modal
          className="co-modal"
          title={isActive ? t('actions.deactivateCompanyTitle') : t('actions.activateCompanyTitle')}
          onClose={() => setConfirming(false)}
        >
          <p>{isActive ? t('actions.deactivateCompanyText') : t('actions.activateCompanyText')}</p>
          <div className="row">
            <button
              type="button"
              className={isActive ? 'button button-danger' : 'button button-primary'}
              onClick={changeStatus}
            >
              {isActive ? t('actions.deactivateCompany') : t('actions.activateCompany')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
