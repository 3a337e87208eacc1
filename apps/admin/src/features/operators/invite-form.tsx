import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  inviteOperator,
  OPERATOR_ROLES,
  OperatorInviteSchema,
  type Operator,
  type OperatorInvite,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { operatorKeys } from './operator-keys';

const FIELDS = ['email', 'name', 'role'] as const;

/** An admin invites an operator: the operator exists at once and gets an e-mail saying where to sign in. */
export function InviteForm({
  onInvited,
  onCancel,
}: {
  onInvited: (operator: Operator) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['operators', 'shell', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OperatorInvite>({
    resolver: zodResolver(OperatorInviteSchema),
    defaultValues: { email: '', name: '', role: 'support' },
  });
  const invite = useMutation({
    mutationFn: (body: OperatorInvite) => call(inviteOperator, { body }),
    onSuccess: async (operator) => {
      await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
      onInvited(operator);
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await invite.mutateAsync(body);
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    }
  });
  const { errors } = form.formState;
  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t('operators:invite.title')}</h2>
      <p className="field-hint">{t('operators:invite.hint')}</p>
      <div className="form-grid">
        <TextField
          label={t('operators:columns.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('operators:columns.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label={t('operators:columns.role')}
          error={errors.role?.message}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`shell:roles.${role}`) }))}
          {...form.register('role')}
        />
      </div>
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {t('operators:invite.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
