import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_LIMITS,
  adjustOperatorCompanyPoints,
  ERROR_CODES,
  PointsAdjustmentBodySchema,
  type PointsAdjustmentBody,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { companyMessage } from './messages';
import { Modal } from '@/components/modal';
import { companyKeys } from './queries';

/**
 * Credit or debit a company's points with a reason. The idempotency key is made when the dialog opens, so
 * that a retried submit (a lost answer) cannot move the points twice.
 */
export function AdjustPointsDialog({
  companyUuid,
  balance,
  onClose,
}: {
  companyUuid: string;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PointsAdjustmentBody>({
    resolver: zodResolver(PointsAdjustmentBodySchema),
    defaultValues: { direction: 'credit', reason: '', idempotency_key: crypto.randomUUID() },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await call(adjustOperatorCompanyPoints, { params: { id: companyUuid }, body });
      await queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyUuid) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error, ['direction', 'points', 'reason'])) {
        setFailure(
          isApiError(error) && error.code === ERROR_CODES.notEnoughPoints
            ? t('messages.notEnoughPoints')
            : (companyMessage(errorMessage(error, t), t) ?? null),
        );
      }
    }
  });
  return (
    <Modal className="co-modal" title={t('adjust.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <p>{t('adjust.balance', { points: balance.toLocaleString(i18n.language) })}</p>
        <fieldset className="co-choice">
          <legend>{t('adjust.direction')}</legend>
          <label>
            <input type="radio" value="credit" {...form.register('direction')} /> {t('adjust.credit')}
          </label>
          <label>
            <input type="radio" value="debit" {...form.register('direction')} /> {t('adjust.debit')}
          </label>
          {errors.direction?.message && <p className="field-error">{errors.direction.message}</p>}
        </fieldset>
        <TextField
          label={t('adjust.points')}
          type="number"
          inputMode="numeric"
          min={1}
          max={ADJUSTMENT_LIMITS.maxPoints}
          step={1}
          error={companyMessage(errors.points?.message, t)}
          {...form.register('points', { valueAsNumber: true })}
        />
        <div className="field">
          <label htmlFor="adjust-reason">{t('adjust.reason')}</label>
          <p id="adjust-reason-hint" className="field-hint">
            {t('adjust.reasonHint')}
          </p>
          <textarea
            id="adjust-reason"
            rows={3}
            maxLength={ADJUSTMENT_LIMITS.reasonMax}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={['adjust-reason-hint', errors.reason ? 'adjust-reason-error' : '']
              .filter(Boolean)
              .join(' ')}
            {...form.register('reason')}
          />
          {errors.reason?.message && (
            <p id="adjust-reason-error" className="field-error">
              {companyMessage(errors.reason.message, t)}
            </p>
          )}
        </div>
        <FormError message={failure} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={isSubmitting}>
            {t('adjust.submit')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
