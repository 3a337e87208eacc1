import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ConfirmEmailChangeBodySchema, EMAIL_CHANGE_MESSAGES, TIMINGS, type User } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { useCountdown } from '@/lib/use-countdown';
import { useUpdateSelf } from '@/lib/user';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { CODE_FIELD_KEYS } from '../utils/field-messages';

type CodeFields = { code: string };

/** What a refused confirmation says: the spec's wrong-code text, or ours for the e-mail change rules. */
function confirmErrorKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 'account:change.expired';
  if (error.status === 429) return 'account:change.locked';
  return null;
}

/**
 * A new e-mail address waits for the code sent to it (PATCH self answered `pending_email`): the code
 * field, a new code after a minute, or keeping the current address. The address changes only here.
 */
export function EmailChangeCode({ user, onConfirmed }: { user: User; onConfirmed: () => void }) {
  const { t } = useTranslation(['account', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const pending = user.pending_email ?? '';
  const confirm = useConfirmEmailChange();
  const update = useUpdateSelf();
  const { secondsLeft, start: lockFor } = useCountdown(TIMINGS.resendCodeLockMs);
  const form = useForm<CodeFields>({
    resolver: zodResolver(ConfirmEmailChangeBodySchema),
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: onConfirmed,
      onError: (error) => {
        // the address was taken by another account meanwhile: said on the code, the field in view
        const taken = isApiError(error) ? error.errors?.email?.[0] : undefined;
        if (taken) form.setError('code', { type: 'server', message: taken });
      },
    }),
  );
  const resend = () =>
    update.mutate(
      { email: pending },
      {
        onSuccess: () => lockFor(TIMINGS.resendCodeLockMs),
        onError: (error) => {
          if (isApiError(error) && error.status === 429 && error.message !== EMAIL_CHANGE_MESSAGES.locked) {
            lockFor((error.retryAfterSeconds ?? TIMINGS.resendCodeLockMs / 1000) * 1000);
          }
        },
      },
    );
  const keepCurrent = () => update.mutate({ email: user.email ?? '' });

  const confirmError = (() => {
    // a field message (the address taken meanwhile) is on the code field already
    if (!confirm.isError || (isApiError(confirm.error) && confirm.error.errors)) return null;
    const key = confirmErrorKey(confirm.error);
    return key ? t(key) : translateError(tErrors, confirm.error);
  })();
  const isLocked = secondsLeft > 0;
  const resendError = update.isError
    ? isApiError(update.error) && update.error.status === 429
      ? update.error.message === EMAIL_CHANGE_MESSAGES.locked
        ? t('change.locked')
        : t('change.sent_recently')
      : translateError(tErrors, update.error)
    : null;

  return (
    <section className="email-change" aria-labelledby="email-change-title">
      <h2 id="email-change-title" className="email-change__title">
        {t('change.title')}
      </h2>
      <p className="email-change__text">{t('change.code_sent', { email: pending })}</p>
      {user.email ? (
        <p className="email-change__text muted">{t('change.until_then', { email: user.email })}</p>
      ) : null}
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('change.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          // the panel appears after a save: focus follows, the code arrives while the person looks here
          autoFocus
          pattern="\d{5}"
          maxLength={5}
          required
          error={translateFieldMessage(t, formState.errors.code?.message, { keys: CODE_FIELD_KEYS })}
          {...register('code')}
        />
        {confirmError ? (
          <p role="alert" className="form__error">
            {confirmError}
          </p>
        ) : null}
        <Button type="submit" disabled={confirm.isPending}>
          {t('change.confirm')}
        </Button>
      </form>
      <div className="resend">
        <Button variant="secondary" disabled={isLocked || update.isPending} onClick={resend}>
          {isLocked ? t('change.resend_wait', { seconds: secondsLeft }) : t('change.resend')}
        </Button>
        <p role="status" className="resend__status">
          {update.isSuccess && isLocked ? t('change.resent') : null}
        </p>
        {resendError ? (
          <p role="alert" className="form__error">
            {resendError}
          </p>
        ) : null}
        {user.email ? (
          <Button variant="link" disabled={update.isPending} onClick={keepCurrent}>
            {t('change.keep_current')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
