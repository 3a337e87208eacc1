import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AdminLeadAssignSchema,
  AdminLeadLostSchema,
  AdminLeadRejectSchema,
  assignAdminLead,
  isLeadStatusIn,
  LEAD_OPEN_STATUSES,
  listAdminLeadLostReasons,
  markAdminLeadLost,
  rejectAdminLead,
  type AdminLeadDetail,
  type LeadStatus,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { CompanyPicker } from './company-picker';
import { leadKeys } from './leads-keys';
import { useLeadsMessage } from './leads-shared';
import { Modal } from '@/components/modal';

type Action = 'assign' | 'reject' | 'lost';

/** An optional reason left empty is no reason, not an empty one (the schema refuses blank text). */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The statuses a dispatcher may still act on: the open ones, and a lead that timed out at every company. */
const OPERATOR_ACTIONABLE: readonly LeadStatus[] = [...LEAD_OPEN_STATUSES, 'time-out'];

/** After a move: the detail shows the answer at once, the desk's lists read again. */
function useLeadSaved(uuid: string) {
  const queryClient = useQueryClient();
  return async (updated: AdminLeadDetail) => {
    queryClient.setQueryData(leadKeys.lead(uuid), updated);
    await queryClient.invalidateQueries({ queryKey: leadKeys.all });
  };
}

function ReasonField({
  id,
  label,
  error,
  ...field
}: { id: string; label: string; error: string | undefined } & React.ComponentPropsWithRef<'textarea'>) {
  const { t } = useTranslation('common');
  const m = useLeadsMessage();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {m(translateMessage(error, t))}
        </p>
      )}
    </div>
  );
}

type AssignInput = z.input<typeof AdminLeadAssignSchema>;
type AssignOutput = z.output<typeof AdminLeadAssignSchema>;

/** To a company the dispatcher picks, or to the next one by the rules; the lead starts again as new. */
function AssignForm({ lead, onDone }: { lead: AdminLeadDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation(['leads', 'common']);
  const m = useLeadsMessage();
  const saved = useLeadSaved(lead.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const [companyName, setCompanyName] = useState<string | null>(null);
  const form = useForm<AssignInput, unknown, AssignOutput>({
    resolver: zodResolver(AdminLeadAssignSchema) as unknown as Resolver<AssignInput, unknown, AssignOutput>,
    defaultValues: {},
  });
  const assign = useMutation({
    mutationFn: (body: AssignOutput) => call(assignAdminLead, { params: { id: lead.uuid }, body }),
    onSuccess: async (updated) => {
      await saved(updated);
      onDone(
        updated.company
          ? t('leads:assign.done', { company: updated.company.name })
          : t('leads:assign.doneUnassigned'),
      );
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, ['company_uuid', 'reason']))
        setFailure(m(errorMessage(error, t)) ?? null);
    },
  });
  const submit = (byRules: boolean) =>
    form.handleSubmit(({ company_uuid, reason }) => {
      setFailure(null);
      if (!byRules && !company_uuid) {
        form.setError('company_uuid', { type: 'manual', message: t('leads:assign.chooseCompany') });
        return;
      }
      assign.mutate({
        ...(byRules || !company_uuid ? {} : { company_uuid }),
        ...(reason ? { reason } : {}),
      });
    });
  const errors = form.formState.errors;
  const chosen = useWatch({ control: form.control, name: 'company_uuid' });
  return (
    <form noValidate className="stack" onSubmit={(event) => void submit(false)(event)}>
      <CompanyPicker
        regionId={lead.region_id}
        value={chosen ?? null}
        exclude={lead.company?.uuid}
        error={m(errors.company_uuid?.message)}
        onChange={(company) => {
          form.setValue('company_uuid', company.uuid);
          form.clearErrors('company_uuid');
          setCompanyName(company.name);
        }}
      />
      <ReasonField
        id="leads-assign-reason"
        label={t('leads:actions.reasonOptional')}
        error={errors.reason?.message}
        {...form.register('reason', { setValueAs: emptyToUndefined })}
      />
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={assign.isPending}>
          {companyName ? t('leads:assign.submitTo', { company: companyName }) : t('leads:assign.submit')}
        </button>
        <button
          type="button"
          className="button"
          disabled={assign.isPending}
          onClick={(event) => void submit(true)(event)}
        >
          {t('leads:assign.byRules')}
        </button>
      </div>
    </form>
  );
}

type RejectInput = z.input<typeof AdminLeadRejectSchema>;
type RejectOutput = z.output<typeof AdminLeadRejectSchema>;

function RejectForm({ lead, onDone }: { lead: AdminLeadDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation(['leads', 'common']);
  const m = useLeadsMessage();
  const saved = useLeadSaved(lead.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RejectInput, unknown, RejectOutput>({
    resolver: zodResolver(AdminLeadRejectSchema) as unknown as Resolver<RejectInput, unknown, RejectOutput>,
    defaultValues: { reason: '' },
  });
  const reject = useMutation({
    mutationFn: (body: RejectOutput) => call(rejectAdminLead, { params: { id: lead.uuid }, body }),
    onSuccess: async (updated) => {
      await saved(updated);
      onDone(t('leads:reject.done'));
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, ['reason'])) setFailure(m(errorMessage(error, t)) ?? null);
    },
  });
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        reject.mutate(values);
      })}
    >
      <p>{t('leads:reject.warning')}</p>
      <ReasonField
        id="leads-reject-reason"
        label={t('leads:actions.reason')}
        error={form.formState.errors.reason?.message}
        {...form.register('reason', { setValueAs: emptyToUndefined })}
      />
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-danger" disabled={reject.isPending}>
          {t('leads:reject.submit')}
        </button>
      </div>
    </form>
  );
}

type LostInput = z.input<typeof AdminLeadLostSchema>;
type LostOutput = z.output<typeof AdminLeadLostSchema>;

function LostForm({ lead, onDone }: { lead: AdminLeadDetail; onDone: (message: string) => void }) {
  const { t } = useTranslation(['leads', 'common']);
  const m = useLeadsMessage();
  const saved = useLeadSaved(lead.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  const reasons = useQuery({
    queryKey: ['leads', 'lost-reasons'],
    queryFn: ({ signal }) => call(listAdminLeadLostReasons, { signal }),
    staleTime: 10 * 60_000,
  });
  const form = useForm<LostInput, unknown, LostOutput>({
    resolver: zodResolver(AdminLeadLostSchema) as unknown as Resolver<LostInput, unknown, LostOutput>,
    defaultValues: {},
  });
  const lost = useMutation({
    mutationFn: (body: LostOutput) => call(markAdminLeadLost, { params: { id: lead.uuid }, body }),
    onSuccess: async (updated) => {
      await saved(updated);
      onDone(t('leads:lost.done'));
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, ['lost_reason_id', 'reason']))
        setFailure(m(errorMessage(error, t)) ?? null);
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit(({ lost_reason_id, reason }) => {
        setFailure(null);
        lost.mutate({ lost_reason_id, ...(reason ? { reason } : {}) });
      })}
    >
      <SelectField
        label={t('leads:lost.reasonChoice')}
        error={m(errors.lost_reason_id?.message)}
        disabled={!reasons.data}
        options={[
          { value: '', label: reasons.isError ? errorMessage(reasons.error, t) : t('leads:lost.choose') },
          ...(reasons.data?.data ?? []).map((reason) => ({
            value: String(reason.id),
            label: t(`leads:lostReasons.${reason.slug}`, { defaultValue: reason.name }),
          })),
        ]}
        {...form.register('lost_reason_id', {
          setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)),
        })}
      />
      <ReasonField
        id="leads-lost-note"
        label={t('leads:actions.noteOptional')}
        error={errors.reason?.message}
        {...form.register('reason', { setValueAs: emptyToUndefined })}
      />
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-danger" disabled={lost.isPending}>
          {t('leads:lost.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * What a dispatcher may do with an open lead: give it to another company, reject it, or mark it lost.
 * Each asks in a dialog first; a final lead offers nothing (the server answers 409 anyway).
 */
export function LeadActions({ lead }: { lead: AdminLeadDetail }) {
  const { t } = useTranslation(['leads', 'common']);
  const [open, setOpen] = useState<Action | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    setOpen(null);
    setMessage(text);
  };
  const isOpen = isLeadStatusIn(OPERATOR_ACTIONABLE, lead.status);
  const Form = open === 'assign' ? AssignForm : open === 'reject' ? RejectForm : LostForm;
  return (
    <section className="panel stack" aria-labelledby="leads-actions">
      <h2 id="leads-actions">{t('leads:actions.heading')}</h2>
      {message && <p role="status">{message}</p>}
      {isOpen ? (
        <div className="row">
          <button type="button" className="button button-primary" onClick={() => setOpen('assign')}>
            {lead.company ? t('leads:assign.reassign') : t('leads:assign.assign')}
          </button>
          <button type="button" className="button" onClick={() => setOpen('lost')}>
            {t('leads:lost.open')}
          </button>
          <button type="button" className="button button-danger" onClick={() => setOpen('reject')}>
            {t('leads:reject.open')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('leads:actions.final')}</p>
      )}
      {open && (
        <Modal className="leads-modal" title={t(`leads:${open}.title`)} onClose={() => setOpen(null)}>
          <Form lead={lead} onDone={done} />
          <div className="row leads-modal-cancel">
            <button type="button" className="button button-link" onClick={() => setOpen(null)}>
              {t('leads:actions.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
