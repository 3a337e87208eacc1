import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';

const ENTRIES = [
  { to: '/settings/font', key: 'index.font_link' },
  { to: '/settings/language', key: 'index.language_link' },
  { to: '/settings/other', key: 'index.other_link' },
] as const;

/** spec 02 §2 Settings: the three pages everyone reaches, signed in or not. */
export function Component() {
  const { t } = useTranslation('settings');
  return (
    <Page title={t('index.title')} back={{ to: '/', label: t('nav.back_home') }}>
      <ul className="link-list">
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>{t(entry.key)}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
