import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LoginBodySchema, type LoginBody, type LoginResponse } from '@club/contract';
import { TextField } from '@/components/ui/text-field';
import { useSendLoginCode } from '../api/send-login-code';
import { translateFieldMessage } from '@/lib/error-message';
import { AUTH_FIELD_MESSAGES } from '../utils/auth-messages';
import { SendCodeActions } from './send-code-actions';

interface EmailLoginFormProps {
  defaultEmail?: string;
  onSent: (contact: LoginBody, answer: LoginResponse) => void;
}

/** spec 01 §2 Login, step 2 by e-mail: one e-mail field (spec 01 §5). */
export function EmailLoginForm({ defaultEmail = '', onSent }: EmailLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const send = useSendLoginCode();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit((body) => send.mutate(body, { onSuccess: (answer) => onSent(body, answer) }));

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('login.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={translateFieldMessage(t, formState.errors.email?.message, AUTH_FIELD_MESSAGES)}
        {...register('email')}
      />
      <SendCodeActions error={send.isError ? send.error : null} isPending={send.isPending} />
    </form>
  );
}
