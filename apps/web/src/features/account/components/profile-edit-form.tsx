import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_ROLE_ID, type UpdateSelfBody, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { PersonNameFields } from '@/components/forms/person-name-fields';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateSelf } from '@/lib/user';
import { PROFILE_FIELD_KEYS } from '../utils/field-messages';
import { profileSchema, type ProfileFields } from '../utils/profile-schema';

/**
 * spec 02 §2 User edit: name, surname and, for role id 3, the e-mail; saved with PATCH self. A new e-mail
 * takes effect only with the code sent to it (EmailChangeCode).
 */
export function ProfileEditForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const canEditEmail = user.role.id === STAFF_ROLE_ID;
  const schema = useMemo(() => profileSchema(user.role.id), [user.role.id]);
  const form = useForm<ProfileFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, surname: user.surname, email: user.email ?? '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const update = useUpdateSelf();
  const error = (field: keyof ProfileFields) =>
    translateFieldMessage(t, formState.errors[field]?.message, { keys: PROFILE_FIELD_KEYS });

  const submit = handleSubmit(async (values) => {
    const body: UpdateSelfBody = { name: values.name, surname: values.surname };
    // only a new address is sent: it is not applied but waits for the code the server sends to it
    const email = values.email?.trim().toLowerCase();
    if (canEditEmail && email && email !== user.email?.toLowerCase()) body.email = email;
    try {
      const saved = await update.mutateAsync(body);
      // with a change waiting, the screen asks for its code instead of leaving (user-edit.tsx)
      if (!saved.pending_email) onSaved();
    } catch (failure) {
      // spec 01 §8: the server's field errors go to their fields; anything else is shown above the buttons
      const fields = canEditEmail ? (['name', 'surname', 'email'] as const) : (['name', 'surname'] as const);
      if (!applyServerErrors(form, failure, fields)) {
        setError('root', { type: 'server', message: translateError(tErrors, failure) });
      }
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <PersonNameFields
        register={register}
        error={error}
        labels={{
          name: t('edit.name'),
          surname: t('edit.surname'),
          ...(canEditEmail ? { email: t('edit.email') } : {}),
        }}
      />
      {canEditEmail ? <p className="muted">{t('edit.email_hint')}</p> : null}
      {formState.errors.root?.message ? (
        <p role="alert" className="form__error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('edit.save')}
        </Button>
        <Link className="button button--secondary" to="/user">
          {t('edit.cancel')}
        </Link>
      </div>
    </form>
  );
}
