import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { operatorLogout } from '@club/contract';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useOperator } from '@/lib/operator';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';
import { changeLanguage, i18n, type AdminLocale } from '@/lib/i18n';
import { SECTIONS, sectionsFor } from '../sections';

/** The namespaces of the nav labels: every area's file is needed to draw the nav. */
const NAV_NAMESPACES = [...new Set(SECTIONS.map((s) => s.navLabelKey.split(':', 1)[0] ?? 'shell'))];

async function signOut() {
  try {
    await call(operatorLogout, { authRetry: false });
  } catch {
    // the session ends here whatever the server answered: an expired token has nothing left to revoke
  }
  sessionStore.clear();
  queryClient.clear();
}

function LanguageSwitch() {
  const { t } = useTranslation('shell');
  return (
    <label className="language">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as AdminLocale)}
      >
        <option value="en">English</option>
        <option value="pl">Polski</option>
      </select>
    </label>
  );
}

/** Side navigation and header around every signed-in screen; desktop first, usable on a tablet. */
export function AdminLayout() {
  const { t } = useTranslation(['shell', ...NAV_NAMESPACES]);
  const operator = useOperator();
  if (operator.isPending) return <Loading />;
  if (operator.isError) {
    return (
      <main className="page">
        <ErrorState error={operator.error} onRetry={() => void operator.refetch()} />
      </main>
    );
  }
  const { name, email, role } = operator.data;
  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {t('shell:skipToContent')}
      </a>
      <header className="admin-header">
        <NavLink to="/" className="brand">
          {t('shell:brand')}
        </NavLink>
        <div className="admin-header-end">
          <LanguageSwitch />
          <p className="operator" title={email}>
            <span className="operator-name">{name}</span>
            <span className="operator-role">{t(`shell:roles.${role}`)}</span>
          </p>
          <button type="button" className="button" onClick={() => void signOut()}>
            {t('shell:header.signOut')}
          </button>
        </div>
      </header>
      <nav className="admin-nav" aria-label={t('shell:nav.label')}>
        <ul>
          {sectionsFor(role).map((section) => (
            <li key={section.id}>
              <NavLink to={`/${section.path}`}>{t(section.navLabelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
