import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { reloadApp } from '@/lib/reload-app';
import { updateSettings, useSettings } from '@/lib/settings';
import { useUpdateAvailability } from '../api/update-availability';
import { MenuGroup } from './menu-group';
import { SwitchField } from './switch-field';

/**
 * spec 02 §2 Menu, settings group: language, font, reload, the scan mode (camera or manual entry, kept
 * in the local settings as addProductLink) and, for owners of companies that accept leads, availability.
 */
export function SettingsGroup({
  user,
  showAvailability,
}: {
  user: User | undefined;
  showAvailability: boolean;
}) {
  const { t } = useTranslation('account');
  const { addProductLink } = useSettings();
  return (
    <MenuGroup title={t('menu.settings.title')}>
      <ul className="link-list">
        <li>
          <Link to="/settings/language">{t('menu.settings.language')}</Link>
        </li>
        <li>
          <Link to="/settings/font">{t('menu.settings.font')}</Link>
        </li>
      </ul>
      <SwitchField
        label={t('menu.settings.scan_camera')}
        description={t('menu.settings.scan_camera_hint')}
        checked={addProductLink === '/scan'}
        onChange={(isCamera) => updateSettings({ addProductLink: isCamera ? '/scan' : '/scan/manual' })}
      />
      {showAvailability && user ? <AvailabilitySwitch user={user} /> : null}
      <Button variant="secondary" onClick={() => void reloadApp()}>
        {t('menu.settings.reload')}
      </Button>
    </MenuGroup>
  );
}

function AvailabilitySwitch({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateAvailability(user.company.uuid);
  // shows the value being sent until the refetched user confirms or corrects it
  const checked = update.isPending ? update.variables === 1 : user.company.availability === 1;
  return (
    <SwitchField
      label={t('menu.settings.availability')}
      description={t('menu.settings.availability_hint')}
      checked={checked}
      disabled={update.isPending}
      onChange={(isAvailable) => update.mutate(isAvailable ? 1 : 0)}
    />
  );
}
