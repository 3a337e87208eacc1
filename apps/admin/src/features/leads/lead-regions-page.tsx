import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  LEAD_DEADLINE_LIMITS,
  LeadRegionSettingsBodySchema,
  listLeadRegionSettings,
  updateLeadRegionSettings,
  type LeadRegionSettings,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { leadKeys } from './leads-keys';
import { regionName } from './leads-shared';
import { Modal } from '@/components/modal';
import { SetupNav } from './setup-nav';
import './leads.css';

type Input = z.input<typeof LeadRegionSettingsBodySchema>;
type Output = z.output<typeof LeadRegionSettingsBodySchema>;
const RANGE = /^Enter (\d+) to (\d+)\.$/;

/** The schema's number messages ("Enter 1 to 720.") in the operator's language. */
function useNumberMessage(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('leads');
  return (text) => {
    if (text === 'Enter a whole number.') return t('regions.wholeNumber');
    const range = text ? RANGE.exec(text) : null;
    return range ? t('regions.rangeError', { min: range[1], max: range[2] }) : text;
  };
}

const NUMBER_FIELDS = [
  'interest_hours',
  'contact_days',
  'agreement_days',
  'closing_days',
  'reminder_hours',
] as const;

function RegionForm({
  region,
  onDone,
  onCancel,
}: {
  region: LeadRegionSettings;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(LeadRegionSettingsBodySchema) as unknown as Resolver<Input, unknown, Output>,
    defaultValues: {
      interest_hours: region.interest_hours,
      contact_days: region.contact_days,
      agreement_days: region.agreement_days,
      closing_days: region.closing_days,
      reminder_hours: region.reminder_hours,
      open_leads_cap: region.open_leads_cap,
    },
  });
  const save = useMutation({
    mutationFn: (body: Output) => call(updateLeadRegionSettings, { params: { id: region.region_id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.regions });
      onDone();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, [...NUMBER_FIELDS, 'open_leads_cap']))
        setFailure(errorMessage(error, t));
    },
  });
  const errors = form.formState.errors;
  const n = useNumberMessage();
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <div className="form-grid">
        {NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`leads:regions.fields.${field}`)}
            hint={t('leads:regions.range', LEAD_DEADLINE_LIMITS[field])}
            type="number"
            inputMode="numeric"
            error={n(errors[field]?.message)}
            {...form.register(field, { setValueAs: (v: unknown) => (v === '' ? undefined : Number(v)) })}
          />
        ))}
        <TextField
          label={t('leads:regions.fields.open_leads_cap')}
          hint={t('leads:regions.capHint')}
          type="number"
          inputMode="numeric"
          error={n(errors.open_leads_cap?.message)}
          {...form.register('open_leads_cap', {
            setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
          })}
        />
      </div>
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('leads:regions.save')}
        </button>
        <button type="button" className="button button-link" onClick={onCancel}>
          {t('leads:actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** `/lead-setup/regions`: each country's deadlines for answering a lead, and its default cap. */
export function Component() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  useDocumentTitle(t('leads:regions.title'));
  const [editing, setEditing] = useState<LeadRegionSettings | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const regions = useQuery({
    queryKey: leadKeys.regions,
    queryFn: ({ signal }) => call(listLeadRegionSettings, { signal }),
  });
  return (
    <section className="page">
      <h1>{t('leads:setup.title')}</h1>
      <SetupNav />
      <p className="muted">{t('leads:regions.intro')}</p>
      <p className="muted">{t('leads:regions.caption')}</p>
      {message && <p role="status">{message}</p>}
      <section className="panel" aria-labelledby="leads-regions">
        <h2 id="leads-regions">{t('leads:regions.title')}</h2>
        {regions.isPending ? (
          <Loading />
        ) : regions.isError ? (
          <ErrorState error={regions.error} onRetry={() => void regions.refetch()} />
        ) : (
          <div className="data-table table-scroll">
            <table aria-labelledby="leads-regions">
              <thead>
                <tr>
                  <th scope="col">{t('leads:columns.region')}</th>
                  {NUMBER_FIELDS.map((field) => (
                    <th key={field} scope="col" className="align-end">
                      {t(`leads:regions.columns.${field}`)}
                    </th>
                  ))}
                  <th scope="col" className="align-end">
                    {t('leads:regions.columns.open_leads_cap')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('leads:keys.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {regions.data.data.map((region) => (
                  <tr key={region.region_id}>
                    <td>
                      {regionName(region.region_id, i18n.language)}
                      {!region.customised && <span className="muted"> · {t('leads:regions.defaults')}</span>}
                    </td>
                    {NUMBER_FIELDS.map((field) => (
                      <td key={field} className="align-end">
                        {t(field.endsWith('_hours') ? 'leads:regions.hours' : 'leads:regions.days', {
                          count: region[field],
                        })}
                      </td>
                    ))}
                    <td className="align-end">{region.open_leads_cap ?? t('leads:regions.noCap')}</td>
                    <td>
                      <button type="button" className="button" onClick={() => setEditing(region)}>
                        {t('leads:regions.edit')}
                        <span className="visually-hidden">
                          {' '}
                          {regionName(region.region_id, i18n.language)}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {editing && (
        <Modal
          className="leads-modal"
          title={t('leads:regions.editTitle', { region: regionName(editing.region_id, i18n.language) })}
          onClose={() => setEditing(null)}
        >
          <RegionForm
            region={editing}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setMessage(t('leads:regions.saved', { region: regionName(editing.region_id, i18n.language) }));
              setEditing(null);
            }}
          />
        </Modal>
      )}
    </section>
  );
}
