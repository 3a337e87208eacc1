import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layouts/page';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../../../features/auth/api/logout';

/** spec 02 §2 Menu. Only the log-out entry exists so far; the tiles and groups come with the menu area. */
export function Component() {
  const { t } = useTranslation(['titles', 'auth']);
  const logout = useLogout();
  return (
    <Page title={t('menu.index')}>
      <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {t('auth:logout.button')}
      </Button>
    </Page>
  );
}
