import { useTranslation } from 'react-i18next';
import type { User } from '@club/contract';
import { translateError } from '@/lib/error-message';
import { useUpdateSelf } from '@/lib/user';
import { MenuGroup } from './menu-group';
import { SwitchField } from './switch-field';

/** spec 02 §2 Menu, marketing (owners only): the e-mail and phone consents, saved with PATCH self. */
export function MarketingGroup({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateSelf();
  const pending = update.isPending ? update.variables : undefined;
  const emailConsent = pending?.email_consent ?? user.email_consent;
  const phoneConsent = pending?.phone_consent ?? user.phone_consent;
  return (
    <MenuGroup title={t('menu.marketing.title')}>
      <p className="muted">{t('menu.marketing.intro')}</p>
      <SwitchField
        label={t('menu.marketing.email_consent')}
        checked={emailConsent === 1}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ email_consent: on ? 1 : 0 })}
      />
      <SwitchField
        label={t('menu.marketing.phone_consent')}
        checked={phoneConsent === 1}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ phone_consent: on ? 1 : 0 })}
      />
      {update.isError ? (
        <p role="alert" className="form__error">
          {translateError(tErrors, update.error)}
        </p>
      ) : null}
    </MenuGroup>
  );
}
