import { useTranslation } from 'react-i18next';
import { APP_VERSION, ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { DocumentsGroup } from '@/features/account/components/documents-group';
import { MarketingGroup } from '@/features/account/components/marketing-group';
import { MenuTiles } from '@/features/account/components/menu-tiles';
import { SettingsGroup } from '@/features/account/components/settings-group';
import { SupportGroup } from '@/features/account/components/support-group';
import { UserCard } from '@/features/account/components/user-card';
import { menuVisibility } from '@/features/account/utils/menu-visibility';
import { useLogout } from '@/features/auth/api/logout';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useUser } from '@/lib/user';
import '@/styles/account.css';

/**
 * spec 02 §2 Menu (/menu and /more). Until the user is loaded (or while offline without it) only what
 * every user gets is shown: the owner-only entries never flash up for an installer.
 */
export function Component() {
  const { t } = useTranslation(['titles', 'auth', 'account']);
  const logout = useLogout();
  const { data: user } = useUser();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const clubCard = useClubCard(isOwner);
  const visible = user ? menuVisibility(user, { hasClubCardTile: clubCard.data?.menu_tile }) : null;
  return (
    <Page title={t('menu.index')}>
      {user ? <UserCard user={user} /> : null}
      <MenuTiles visible={visible} />
      <div className="menu-groups">
        <SettingsGroup user={user} showAvailability={Boolean(visible?.leadAvailability)} />
        {user && visible?.marketing ? <MarketingGroup user={user} /> : null}
        <SupportGroup />
        {user && visible?.documents ? <DocumentsGroup regionId={user.region} /> : null}
      </div>
      <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t('auth:logout.button')}
      </Button>
      <p className="muted menu-version">{t('account:menu.version', { version: APP_VERSION })}</p>
    </Page>
  );
}
