import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSettings } from '@/lib/settings';
import { useFitText } from '@/lib/use-fit-text';
import { BellIcon, HomeIcon, JobsIcon, MenuIcon, ScanIcon } from './icons';
import { normalisePath } from './route-chrome';

interface NavItem {
  key: 'home' | 'jobs' | 'scan' | 'notifications' | 'menu';
  to: string;
  icon: ReactNode;
  /** Whether the current page belongs to this item. */
  isActive: (pathname: string) => boolean;
}

const under = (base: string) => (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

/** spec 01 §2 Bottom navigation: home, jobs, scan, notifications with an unread indicator, and menu. */
export function BottomNav({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation('shell');
  const pathname = normalisePath(useLocation().pathname);
  // spec 01 §2: the scan entry opens the camera or the manual form, as chosen in the settings
  const { addProductLink, fontSize } = useSettings();
  const navRef = useRef<HTMLElement>(null);
  // spec 01 §2: labels like "Powiadomienia" shrink to fit their fifth of a 360 px screen, never break mid-word
  useFitText(navRef, '.bottom-nav__label', [fontSize, t]);

  const items: NavItem[] = [
    { key: 'home', to: '/', icon: <HomeIcon />, isActive: (path) => path === '/' },
    { key: 'jobs', to: '/projects', icon: <JobsIcon />, isActive: under('/projects') },
    { key: 'scan', to: addProductLink, icon: <ScanIcon />, isActive: under('/scan') },
    {
      key: 'notifications',
      to: '/notifications',
      icon: <BellIcon />,
      isActive: under('/notifications'),
    },
    {
      key: 'menu',
      to: '/menu',
      icon: <MenuIcon />,
      isActive: (path) => path === '/menu' || path === '/more',
    },
  ];

  return (
    <nav ref={navRef} className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {items.map((item) => {
          const hasUnread = item.key === 'notifications' && unreadCount > 0;
          return (
            <li key={item.key} className="bottom-nav__item">
              <Link
                className="bottom-nav__link"
                to={item.to}
                aria-current={item.isActive(pathname) ? 'page' : undefined}
              >
                <span className="bottom-nav__icon">
                  {item.icon}
                  {hasUnread ? (
                    <span className="bottom-nav__badge" aria-hidden="true">
                      {unreadCount > 99 ? '99+' : unreadCount}
                    </span>
                  ) : null}
                </span>
                <span className="bottom-nav__label">{t(`nav.${item.key}`)}</span>
                {hasUnread ? (
                  <span className="visually-hidden">{`, ${t('nav.unread', { count: unreadCount })}`}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
