import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { VerifyLoginBodySchema, type Session } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { useVerifyLogin } from '../api/verify-login';
import { translateFieldMessage } from '@/lib/error-message';
import { AUTH_FIELD_MESSAGES, verifyErrorMessage } from '../utils/auth-messages';
import type { SentCode } from '../utils/login-requests';
import { RefusalAlert } from './refusal-alert';
import { ResendCodeButton } from './resend-code-button';

// the contract's body without requestId, which comes from the login answer rather than from the person
const CodeFormSchema = VerifyLoginBodySchema.pick({ code: true });
type CodeForm = { code: string };

interface CodeFormProps {
  sent: SentCode;
  onVerified: (session: Session) => void;
  /** spec 01 §8: a wrong code (406) sends the person back to the contact step. */
  onWrongCode: () => void;
  /** A new code was sent (or the server said the last one still works): check against that request. */
  onResent: (sent: SentCode) => void;
  /** Back to the contact step, to correct the number or the address. */
  onChangeContact: () => void;
}

/** spec 01 §2 Login, step 3: the 5-digit code, with the resend button under it. */
export function CodeForm({ sent, onVerified, onWrongCode, onResent, onChangeContact }: CodeFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const verify = useVerifyLogin();
  const { register, handleSubmit, formState } = useForm<CodeForm>({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(({ code }) =>
    verify.mutate(
      { code, requestId: sent.answer.request_id },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (isApiError(error) && error.status === 406) onWrongCode();
        },
      },
    ),
  );
  const failed = verify.isError && !(isApiError(verify.error) && verify.error.status === 406);
  // a phone number is read in one piece: it never breaks across lines
  const contact = sent.contact.phone !== undefined ? sent.shownAs.replaceAll(' ', '\u00a0') : sent.shownAs;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="code-sent">
        <p>{t('login.code_sent', { contact })}</p>
        <Button variant="link" className="code-sent__change" onClick={onChangeContact}>
          {sent.contact.phone !== undefined ? t('login.change_phone') : t('login.change_email')}
        </Button>
      </div>
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        // the step replaces the contact form: focus follows, and the code arrives while the person looks
        // at this field (ARCHITECTURE §8, focus is managed)
        autoFocus
        pattern="\d{5}"
        maxLength={5}
        required
        error={translateFieldMessage(t, formState.errors.code?.message, AUTH_FIELD_MESSAGES)}
        {...register('code')}
      />
      {failed ? (
        <RefusalAlert key={verify.submittedAt} error={verify.error} describe={verifyErrorMessage} />
      ) : null}
      <Button type="submit" disabled={verify.isPending}>
        {t('login.sign_in')}
      </Button>
      <ResendCodeButton sent={sent} onResent={onResent} />
    </form>
  );
}
