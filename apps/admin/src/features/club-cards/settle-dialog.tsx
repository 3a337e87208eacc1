import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AdminTopUpSettleBodySchema,
  settleAdminTopUp,
  TOP_UP_FINAL_STATUSES,
  type AdminTopUp,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { Modal } from '@/components/modal';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';
import { clubCardKeys } from './club-card-keys';
import { useClubCardsMessage } from './club-cards-messages';

type SettleInput = z.input<typeof AdminTopUpSettleBodySchema>;
type SettleOutput = z.output<typeof AdminTopUpSettleBodySchema>;

/**
 * The hand-made answer to a PENDING top-up the provider stays silent about (docs/decisions/029): the
 * answer, its reason, then a confirmation that says what happens to the points.
 */
export function SettleDialog({ topUp, onClose }: { topUp: AdminTopUp; onClose: (done?: string) => void }) {
  const { t, i18n } = useTranslation(['club_cards', 'common']);
  const m = useClubCardsMessage();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SettleOutput | null>(null);
  const form = useForm<SettleInput, unknown, SettleOutput>({
    resolver: zodResolver(AdminTopUpSettleBodySchema) as unknown as Resolver<
      SettleInput,
      unknown,
      SettleOutput
    >,
    defaultValues: { status: 'SUCCEEDED', reason: '' },
  });
  const settle = useMutation({
    mutationFn: (values: SettleOutput) =>
      call(settleAdminTopUp, { params: { id: topUp.uuid }, body: values }),
    onSuccess: async (answered) => {
      await queryClient.invalidateQueries({ queryKey: clubCardKeys.all });
      onClose(t(`club_cards:settle.done_${answered.status}`, { company: answered.company.name }));
    },
    onError: (error) => {
      setConfirming(null);
      if (!applyServerErrors(form, error, ['status', 'reason']))
        setFailure(m(errorMessage(error, t)) ?? null);
    },
  });
  const errors = form.formState.errors;
  const points = t('club_cards:points', { count: topUp.amount.points });
  return (
    <Modal title={t('club_cards:settle.title')} onClose={() => onClose()}>
      <p>
        {t('club_cards:settle.what', {
          company: topUp.company.name,
          points,
          date: formatDateTime(topUp.created_at, i18n.language),
        })}
      </p>
      {confirming ? (
        <div className="stack">
          <p role="alert">
            {t(`club_cards:settle.confirm_${confirming.status}`, { points, company: topUp.company.name })}
          </p>
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={settle.isPending}
              onClick={() => settle.mutate(confirming)}
            >
              {t('club_cards:settle.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('club_cards:settle.back')}
            </button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="stack"
          onSubmit={form.handleSubmit((values) => {
            setFailure(null);
            setConfirming(values);
          })}
        >
          <SelectField
            label={t('club_cards:settle.answer')}
            error={m(errors.status?.message)}
            options={TOP_UP_FINAL_STATUSES.map((status) => ({
              value: status,
              label: t(`club_cards:status.${status}`),
            }))}
            {...form.register('status')}
          />
          <div className="field">
            <label htmlFor={reasonId}>{t('club_cards:settle.reason')}</label>
            <textarea
              id={reasonId}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
              {...form.register('reason')}
            />
            {errors.reason?.message && (
              <p id={`${reasonId}-error`} className="field-error">
                {m(translateMessage(errors.reason.message, t))}
              </p>
            )}
          </div>
          <FormError message={failure} />
          <div className="row">
            <button type="submit" className="button button-primary">
              {t('club_cards:settle.next')}
            </button>
            <button type="button" className="button" onClick={() => onClose()}>
              {t('club_cards:settle.cancel')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
