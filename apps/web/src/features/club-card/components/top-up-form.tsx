import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CreateTopUpBodySchema, type ClubCardDetails, type TopUp } from '@club/contract';
import { Button } from '@/components/ui/button';
import { applyServerErrors } from '@/lib/form-errors';
import { z } from 'zod';
import { useCreateTopUp } from '../api/club-card';
import { createAttemptKeys } from '../utils/attempt-key';
import { clubCardError, clubCardFieldMessage } from '../utils/messages';
import { formatCurrency, topUpChoices } from '../utils/top-up';

// a radio's value is its text: the contract's amount rule runs on it as a number
const TopUpFormSchema = CreateTopUpBodySchema.omit({ idempotency_key: true }).extend({
  points: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
    CreateTopUpBodySchema.shape.points,
  ),
});
type TopUpFields = z.input<typeof TopUpFormSchema>;
type TopUpValues = z.output<typeof TopUpFormSchema>;
const FIELDS = ['points', 'terms_accepted'] as const;

interface TopUpFormProps {
  details: ClubCardDetails;
  termsHref: string;
  /** Why the form cannot be sent (an emulated session, a card that is not active). */
  disabledReason?: string;
  onAnswer: (topUp: TopUp) => void;
}

/**
 * spec 03 §2, §5 transfer: an amount (those above the company's points disabled), the region's terms ticked,
 * then submit; the button stays disabled until both are given. Each attempt carries its own idempotency
 * key, the same one when a lost answer is retried.
 */
export function TopUpForm({ details, termsHref, disabledReason, onAnswer }: TopUpFormProps) {
  const { t, i18n } = useTranslation(['club_card', 'common']);
  const { t: tErrors } = useTranslation('errors');
  const create = useCreateTopUp();
  // one object for the form's life: its attempt's key survives re-renders
  const [keys] = useState(createAttemptKeys);
  const form = useForm<TopUpFields, unknown, TopUpValues>({
    resolver: zodResolver(TopUpFormSchema),
    defaultValues: { terms_accepted: false as unknown as true },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const id = useId();
  const affordable = new Set(details.top_up_amounts.filter((a) => a.affordable).map((a) => a.points));
  const choices = topUpChoices(
    details.top_up_amounts.map((amount) => amount.points),
    details.points_available,
  ).map((choice) => ({ ...choice, isAffordable: choice.isAffordable && affordable.has(choice.points) }));
  const [points, terms] = useWatch({ control, name: ['points', 'terms_accepted'] });
  const isTermsAccepted = terms === true;
  const isComplete = points !== undefined && points !== null && String(points) !== '' && isTermsAccepted;
  const pointsError = clubCardFieldMessage(t, formState.errors.points?.message);
  const termsError = clubCardFieldMessage(t, formState.errors.terms_accepted?.message);

  const submit = handleSubmit(async (values) => {
    try {
      const topUp = await create.mutateAsync({ ...values, idempotency_key: keys.keyFor(values) });
      keys.settle();
      onAnswer(topUp);
    } catch (failure) {
      keys.settle(failure);
      // spec 03 §8: server errors of the transfer form, on their field or above the button
      if (!applyServerErrors(form, failure, FIELDS)) {
        setError('root', { type: 'server', message: clubCardError(t, tErrors, failure) });
      }
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="top-up-form__available">
        {t('club_card:transfer.available', {
          points: t('common:format.points_count', { count: details.points_available }),
        })}
        <br />
        <span className="muted">{t('club_card:transfer.rate')}</span>
      </p>
      <fieldset
        className="radio-group top-up-amounts"
        aria-invalid={pointsError ? true : undefined}
        aria-describedby={pointsError ? `${id}-points-error` : undefined}
      >
        <legend className="radio-group__legend">{t('club_card:transfer.amount')}</legend>
        {choices.map((choice) => (
          <label
            key={choice.points}
            className={`top-up-amounts__option${choice.isAffordable ? '' : ' top-up-amounts__option--disabled'}`}
          >
            <input
              type="radio"
              value={choice.points}
              disabled={!choice.isAffordable}
              {...register('points')}
            />
            <span>
              {t('club_card:transfer.amount_option', {
                points: t('common:format.points_count', { count: choice.points }),
                money: formatCurrency(choice.currency, i18n.language),
              })}
              {choice.isAffordable ? null : (
                <span className="top-up-amounts__reason">{t('club_card:transfer.not_enough')}</span>
              )}
            </span>
          </label>
        ))}
        {pointsError ? (
          <p id={`${id}-points-error`} className="field__error">
            {pointsError}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label className="club-card-checkbox">
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            {...register('terms_accepted')}
          />
          <span>
            <TermsSentence text={t('club_card:transfer.terms')} href={termsHref} />
          </span>
        </label>
        {termsError ? (
          <p id={`${id}-terms-error`} className="field__error">
            {termsError}
          </p>
        ) : null}
      </div>
      <p className="muted">{t('club_card:transfer.credited')}</p>
      {formState.errors.root?.message ? (
        <p role="alert" className="form__error">
          {formState.errors.root.message}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={Boolean(disabledReason) || !isComplete || formState.isSubmitting}
        disabledReason={disabledReason ?? (isComplete ? undefined : t('club_card:transfer.choose'))}
      >
        {t('club_card:transfer.submit')}
      </Button>
    </form>
  );
}

/** The terms sentence with its `<link>…</link>` part as the region's terms, opened in a new tab. */
function TermsSentence({ text, href }: { text: string; href: string }) {
  const match = /^(.*)<link>(.*)<\/link>(.*)$/s.exec(text);
  if (!match) return <>{text}</>;
  const [, before, words, after] = match;
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {words}
      </a>
      {after}
    </>
  );
}
