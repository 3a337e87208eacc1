import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { VerifyClubCardBodySchema, type VerifyClubCardBody } from '@club/contract';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import type { z } from 'zod';
import { useVerifyClubCard } from '../api/club-card';
import { clubCardError, clubCardFieldMessage } from '../utils/messages';
import { SerialPicture } from './serial-picture';

type VerifyOutput = z.output<typeof VerifyClubCardBodySchema>;
const FIELDS = ['card_serial_number', 'confirmed'] as const;

/**
 * spec 03 §2, §5 verify: the serial (placeholder and hint '10 digits', no format shown as a rule), the
 * reference picture and the confirmation checkbox; the server's field errors land on their fields.
 */
export function VerifyForm({
  onVerified,
  disabledReason,
}: {
  onVerified: () => void;
  disabledReason?: string;
}) {
  const { t } = useTranslation(['club_card', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const verify = useVerifyClubCard();
  const form = useForm<VerifyClubCardBody, unknown, VerifyOutput>({
    resolver: zodResolver(VerifyClubCardBodySchema),
    defaultValues: { card_serial_number: '', confirmed: false as unknown as true },
  });
  const { register, handleSubmit, formState, setError } = form;
  const serialId = useId();
  const hintId = `${serialId}-hint`;
  const serialError = clubCardFieldMessage(t, formState.errors.card_serial_number?.message);
  const confirmError = clubCardFieldMessage(t, formState.errors.confirmed?.message);

  const submit = handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      onVerified();
    } catch (failure) {
      // spec 03 §8: server errors of the verify form, on their field or above the button
      if (!applyServerErrors(form, failure, FIELDS)) {
        setError('root', { type: 'server', message: clubCardError(t, tErrors, failure) });
      }
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={serialId}>
          {t('verify.serial')}
        </label>
        <input
          id={serialId}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('verify.serial_placeholder')}
          aria-invalid={serialError ? true : undefined}
          aria-describedby={[hintId, serialError ? `${serialId}-error` : ''].filter(Boolean).join(' ')}
          {...register('card_serial_number')}
        />
        <p id={hintId} className="muted">
          {t('verify.serial_hint')}
        </p>
        {serialError ? (
          <p id={`${serialId}-error`} className="field__error">
            {serialError}
          </p>
        ) : null}
      </div>
      <SerialPicture label={t('verify.image_alt')} />
      <div className="field">
        <label className="club-card-checkbox">
          <input
            type="checkbox"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${serialId}-confirm-error` : undefined}
            {...register('confirmed')}
          />
          <span>{t('verify.confirm')}</span>
        </label>
        {confirmError ? (
          <p id={`${serialId}-confirm-error`} className="field__error">
            {confirmError}
          </p>
        ) : null}
      </div>
      {formState.errors.root?.message ? (
        <p role="alert" className="form__error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={formState.isSubmitting || Boolean(disabledReason)}
        disabledReason={disabledReason}
      >
        {t('verify.submit')}
      </Button>
    </form>
  );
}
