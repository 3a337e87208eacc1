import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKBOX_VALUE, parseUserOptions, ROLES, shouldShowConsentPrompt, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useIsEmulated } from '@/lib/session';
import { useUpdateSelf } from '@/lib/user';

type ConsentUser = Pick<
  User,
  'region' | 'created_at' | 'role' | 'email_consent' | 'phone_consent' | 'options'
>;

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="home-checkbox">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

const flag = (checked: boolean) => (checked ? CHECKBOX_VALUE.checked : CHECKBOX_VALUE.unchecked);

/**
 * spec 01 §6: the consent prompt for role id 3 users with neither consent who have not seen it. Saving and
 * "not now" both mark it seen; the user query then takes the answer and the dialog closes.
 */
export function ConsentDialog({ user }: { user: ConsentUser }) {
  const { t } = useTranslation(['home', 'errors']);
  const update = useUpdateSelf();
  const [email, setEmail] = useState(false);
  const [phone, setPhone] = useState(false);
  // Escape closes it for this visit only: it was not answered, so it comes back next time.
  const [isClosed, setIsClosed] = useState(false);
  // An operator emulating the user may not give or refuse consents for them (ARCHITECTURE §4).
  const isEmulated = useIsEmulated();
  if (isEmulated || isClosed || !shouldShowConsentPrompt(user, parseUserOptions(user.options))) return null;

  const save = (consents: { email: boolean; phone: boolean }) =>
    update.mutate({
      email_consent: flag(consents.email),
      phone_consent: flag(consents.phone),
      options: JSON.stringify({ consentSeen: true }),
    });

  return (
    <Dialog
      title={t('consent.title')}
      onDismiss={() => setIsClosed(true)}
      actions={
        <>
          <Button onClick={() => save({ email, phone })} disabled={update.isPending}>
            {t('consent.save')}
          </Button>
          {/* "Not now" gives no consent, even if a box was ticked: a consent must be given on purpose. */}
          <Button
            variant="secondary"
            onClick={() => save({ email: false, phone: false })}
            disabled={update.isPending}
          >
            {t('consent.not_now')}
          </Button>
        </>
      }
    >
      {/* the marketing group of the menu is the owner's only: an installer changes it through support */}
      <p>{t(user.role.id === ROLES.companyOwner.id ? 'consent.message' : 'consent.message_installer')}</p>
      <fieldset className="home-consents">
        <legend className="visually-hidden">{t('consent.legend')}</legend>
        <Checkbox label={t('consent.email')} checked={email} onChange={setEmail} />
        <Checkbox label={t('consent.phone')} checked={phone} onChange={setPhone} />
      </fieldset>
      {update.isError ? (
        <p className="form__error" role="alert">
          {t('errors:messages.something_went_wrong')}
        </p>
      ) : null}
    </Dialog>
  );
}
