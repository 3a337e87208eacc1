import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  updateOperatorCompany,
  UpdateOperatorCompanyBodySchema,
  type OperatorCompanyDetail,
  type UpdateOperatorCompanyBody,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { companyKeys, regionName } from './queries';

const FIELDS = [
  'name',
  'registration_number',
  'registration_number_2',
  'address',
  'street_name',
  'house_number',
  'postal_code',
  'city',
] as const satisfies readonly (keyof UpdateOperatorCompanyBody)[];

type CompanyForm = Required<Pick<UpdateOperatorCompanyBody, (typeof FIELDS)[number]>>;

const valuesOf = (company: OperatorCompanyDetail): CompanyForm => ({
  name: company.name,
  registration_number: company.registration_number ?? '',
  registration_number_2: company.registration_number_2 ?? '',
  address: company.address,
  street_name: company.street_name,
  house_number: company.house_number,
  postal_code: company.postal_code,
  city: company.city,
});

/** One term of a definition list and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="co-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The company's data; admins correct it with the registration form's rules. */
export function CompanyDataPanel({
  company,
  canChange,
}: {
  company: OperatorCompanyDetail;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const [isEditing, setEditing] = useState(false);
  return (
    <div className="stack">
      <dl className="co-facts">
        <Fact term={t('columns.region')}>{regionName(company.region_id, i18n.language)}</Fact>
        {FIELDS.map((field) => (
          <Fact key={field} term={t(`fields.${field}`)}>
            {company[field] || '—'}
          </Fact>
        ))}
        <Fact term={t('fields.crm')}>{company.crm_customer_id ?? '—'}</Fact>
        <Fact term={t('fields.acceptsLeads')}>{company.accepts_leads ? t('yes') : t('no')}</Fact>
        <Fact term={t('columns.createdAt')}>{formatDateTime(company.created_at, i18n.language)}</Fact>
      </dl>
      {canChange && !isEditing && (
        <div>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('data.edit')}
          </button>
        </div>
      )}
      {canChange && isEditing && <CompanyForm company={company} onDone={() => setEditing(false)} />}
    </div>
  );
}

function CompanyForm({ company, onDone }: { company: OperatorCompanyDetail; onDone: () => void }) {
  const { t } = useTranslation(['companies', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyForm>({
    resolver: zodResolver(UpdateOperatorCompanyBodySchema) as never,
    defaultValues: valuesOf(company),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // only what changed is sent: an untouched empty second number stays as it is
    const initial = valuesOf(company);
    const body = Object.fromEntries(
      FIELDS.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]),
    );
    if (Object.keys(body).length === 0) return onDone();
    try {
      const updated = await call(updateOperatorCompany, { params: { id: company.uuid }, body });
      queryClient.setQueryData(companyKeys.detail(company.uuid), updated);
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="stack co-form-grid" aria-label={t('data.formLabel')}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={isSubmitting}>
          {t('common:actions.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
