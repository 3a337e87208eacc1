import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LoginBodySchema, type LoginBody } from '@club/contract';
import { TextField } from '@/components/ui/text-field';
import { useSendLoginCode } from '../api/send-login-code';
import { translateFieldMessage } from '@/lib/error-message';
import { AUTH_FIELD_MESSAGES } from '../utils/auth-messages';
import type { SentCode } from '../utils/login-requests';
import { SendCodeActions } from './send-code-actions';

interface EmailLoginFormProps {
  defaultEmail?: string;
  onSent: (sent: SentCode) => void;
}

/** spec 01 §2 Login, step 2 by e-mail: one e-mail field (spec 01 §5). */
export function EmailLoginForm({ defaultEmail = '', onSent }: EmailLoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const send = useSendLoginCode();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: defaultEmail },
  });

  // the address as the server keeps it (the schema lower-cases it), and as the code step shows it
  const submit = handleSubmit((contact) =>
    send.mutate({ contact, shownAs: contact.email ?? '' }, { onSuccess: (sent) => onSent(sent) }),
  );

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
      <SendCodeActions
        error={send.isError ? send.error : null}
        failedAt={send.submittedAt}
        isPending={send.isPending}
      />
    </form>
  );
}
