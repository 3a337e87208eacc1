import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_ROLE_ID, type UpdateSelfBody, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';
import { useUpdateSelf } from '@/lib/user';
import { translateProfileMessage } from '../utils/field-messages';
import { profileSchema, type ProfileFields } from '../utils/profile-schema';

const FIELDS = ['name', 'surname', 'email'] as const;
const isFormField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);

/** spec 02 §2 User edit: name, surname and, for role id 3, the e-mail; saved with PATCH self. */
export function ProfileEditForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const canEditEmail = user.role.id === STAFF_ROLE_ID;
  const schema = useMemo(() => profileSchema(user.role.id), [user.role.id]);
  const { register, handleSubmit, formState, setError } = useForm<ProfileFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, surname: user.surname, email: user.email ?? '' },
  });
  const update = useUpdateSelf();
  const error = (field: keyof ProfileFields) => translateProfileMessage(t, formState.errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    const body: UpdateSelfBody = { name: values.name, surname: values.surname };
    if (canEditEmail && values.email !== undefined) body.email = values.email;
    try {
      await update.mutateAsync(body);
      onSaved();
    } catch (failure) {
      // spec 01 §8: the server's field errors go to their fields; anything else is shown above the buttons
      let isShownOnField = false;
      if (isApiError(failure) && failure.errors) {
        for (const [field, messages] of Object.entries(failure.errors)) {
          if (!isFormField(field) || (field === 'email' && !canEditEmail)) continue;
          setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !isShownOnField });
          isShownOnField = true;
        }
      }
      if (!isShownOnField) setError('root', { type: 'server', message: translateError(tErrors, failure) });
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('edit.name')}
        autoComplete="given-name"
        required
        error={error('name')}
        {...register('name')}
      />
      <TextField
        label={t('edit.surname')}
        autoComplete="family-name"
        required
        error={error('surname')}
        {...register('surname')}
      />
      {canEditEmail ? (
        <>
          <TextField
            label={t('edit.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={error('email')}
            {...register('email')}
          />
          <p className="muted">{t('edit.email_hint')}</p>
        </>
      ) : null}
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
