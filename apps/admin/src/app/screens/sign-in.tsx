import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CodeSchema, OperatorLoginBodySchema, operatorLogin, operatorVerifyLogin } from '@club/contract';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/text-field';
import { FormError } from '@/components/form/form-error';
import { call } from '@/lib/api';
import { applyServerErrors } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { sessionStore } from '@/lib/session';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '../guards';

const CodeFormSchema = z.strictObject({ code: CodeSchema });

function EmailStep({ onSent }: { onSent: (email: string, requestId: string) => void }) {
  const { t } = useTranslation('shell');
  const form = useForm({ resolver: zodResolver(OperatorLoginBodySchema), defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await call(operatorLogin, { body, authRetry: false });
      onSent(body.email, answer.request_id);
    } catch (error) {
      if (!applyServerErrors(form, error, ['email'])) setFailure(errorMessage(error, t));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={failure} />
      <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
        {t('signIn.sendCode')}
      </button>
    </form>
  );
}

function CodeStep({ email, requestId, onBack }: { email: string; requestId: string; onBack: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const session = await call(operatorVerifyLogin, { body: { requestId, code }, authRetry: false });
      queryClient.clear();
      sessionStore.set(session);
      const from = (location.state as { from?: string } | null)?.from;
      await navigate(from ?? '/', { replace: true });
    } catch (error) {
      if (!applyServerErrors(form, error, ['code'])) {
        setFailure(
          isApiError(error) && error.status === 406 ? t('signIn.wrongCode') : errorMessage(error, t),
        );
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="stack">
      <p>{t('signIn.codeSent', { email })}</p>
      <TextField
        label={t('signIn.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
          {t('signIn.signIn')}
        </button>
        <button type="button" className="button button-link" onClick={onBack}>
          {t('signIn.otherEmail')}
        </button>
      </div>
    </form>
  );
}

/** ARCHITECTURE §4: operators sign in with a one-time code sent to their e-mail. */
export function Component() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('signIn.title'));
  const session = useSession();
  const [sent, setSent] = useState<{ email: string; requestId: string } | null>(null);
  if (session) return <Navigate to="/" replace />;
  return (
    <main className="sign-in">
      <div className="sign-in-card">
        <p className="brand">{t('brand')}</p>
        <h1>{t('signIn.title')}</h1>
        {sent ? (
          <CodeStep email={sent.email} requestId={sent.requestId} onBack={() => setSent(null)} />
        ) : (
          <EmailStep onSent={(email, requestId) => setSent({ email, requestId })} />
        )}
      </div>
    </main>
  );
}
