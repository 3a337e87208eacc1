import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  AdminLeadCreateSchema,
  createAdminLead,
  LEAD_LIMITS,
  LEAD_PRODUCTS,
  type LeadProduct,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { CompanyPicker } from './company-picker';
import { leadKeys } from './leads-keys';
import { COUNTRY_REGIONS, regionName, useLeadsMessage } from './leads-shared';
import './leads.css';

const CUSTOMER_FIELDS = [
  'FirstName',
  'LastName',
  'StreetHouseNumber',
  'PostalCode',
  'City',
  'Mobile',
  'Email',
] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];
/** The customer part is parsed from anything (the brand's form names the phone two ways): typed here. */
type CreateInput = Omit<z.input<typeof AdminLeadCreateSchema>, 'customer_info'> & {
  customer_info: Partial<Record<CustomerField, string>>;
};
type CreateOutput = z.output<typeof AdminLeadCreateSchema>;
const SERVER_FIELDS: FieldPath<CreateInput>[] = [
  'region_id',
  ...CUSTOMER_FIELDS.map((field) => `customer_info.${field}` as const),
  'products',
  'extras.Notes',
  'extras.CustomerRequested',
  'NotesFromVELUXClub',
  'company_uuid',
];
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `/leads/new`: a lead taken on the phone; without a company it is assigned as the brand's form would be. */
export function Component() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  useDocumentTitle(t('leads:create.title'));
  const m = useLeadsMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<LeadProduct, string>>(
    () => Object.fromEntries(LEAD_PRODUCTS.map((p) => [p, ''])) as Record<LeadProduct, string>,
  );
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(AdminLeadCreateSchema) as unknown as Resolver<CreateInput, unknown, CreateOutput>,
    defaultValues: {
      customer_info: {},
      products: [],
      extras: { Notes: '', CustomerRequested: '' },
      NotesFromVELUXClub: '',
    },
  });
  const create = useMutation({
    mutationFn: (body: CreateOutput) => call(createAdminLead, { body }),
    onSuccess: async (lead) => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
      await navigate(`/leads/${lead.uuid}`);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, SERVER_FIELDS)) setFailure(m(errorMessage(error, t)) ?? null);
    },
  });
  const setQuantity = (product: LeadProduct, value: string) => {
    const next = { ...quantities, [product]: value };
    setQuantities(next);
    form.setValue(
      'products',
      LEAD_PRODUCTS.filter((p) => next[p].trim() !== '').map((p) => ({
        product: p,
        quantity: Number(next[p]),
      })),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const errors = form.formState.errors;
  const regionId = useWatch({ control: form.control, name: 'region_id' });
  const companyUuid = useWatch({ control: form.control, name: 'company_uuid' });
  const productsError = errors.products?.message ?? errors.products?.root?.message;
  const customerError = (field: CustomerField) => m(errors.customer_info?.[field]?.message);
  return (
    <section className="page">
      <h1>{t('leads:create.title')}</h1>
      <p>
        <Link to="/leads">{t('leads:backToDesk')}</Link>
      </p>
      <form
        noValidate
        className="stack leads-create"
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          create.mutate(values);
        })}
      >
        <section className="panel stack" aria-labelledby="leads-create-customer">
          <h2 id="leads-create-customer">{t('leads:detail.customer')}</h2>
          <SelectField
            label={t('leads:columns.region')}
            error={m(errors.region_id?.message)}
            options={[
              { value: '', label: t('leads:create.chooseRegion') },
              ...COUNTRY_REGIONS.map((region) => ({
                value: String(region.id),
                label: regionName(region.id, i18n.language),
              })),
            ]}
            {...form.register('region_id', {
              setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)),
              onChange: () => form.setValue('company_uuid', undefined),
            })}
          />
          <div className="form-grid">
            <TextField
              label={t('leads:fields.firstName')}
              autoComplete="off"
              error={customerError('FirstName')}
              {...form.register('customer_info.FirstName')}
            />
            <TextField
              label={t('leads:fields.lastName')}
              autoComplete="off"
              error={customerError('LastName')}
              {...form.register('customer_info.LastName')}
            />
            <TextField
              label={t('leads:fields.street')}
              autoComplete="off"
              error={customerError('StreetHouseNumber')}
              {...form.register('customer_info.StreetHouseNumber')}
            />
            <TextField
              label={t('leads:fields.postalCode')}
              autoComplete="off"
              error={customerError('PostalCode')}
              {...form.register('customer_info.PostalCode')}
            />
            <TextField
              label={t('leads:fields.city')}
              autoComplete="off"
              error={customerError('City')}
              {...form.register('customer_info.City')}
            />
            <TextField
              label={t('leads:fields.mobile')}
              type="tel"
              autoComplete="off"
              error={customerError('Mobile')}
              {...form.register('customer_info.Mobile', { setValueAs: emptyToUndefined })}
            />
            <TextField
              label={t('leads:fields.emailOptional')}
              type="email"
              autoComplete="off"
              error={customerError('Email')}
              {...form.register('customer_info.Email', { setValueAs: emptyToUndefined })}
            />
          </div>
        </section>
        <fieldset
          className="panel stack"
          aria-describedby={productsError ? 'leads-products-error' : undefined}
        >
          <legend>{t('leads:create.products')}</legend>
          <p className="field-hint">{t('leads:create.productsHint', { max: LEAD_LIMITS.quantityMax })}</p>
          <div className="form-grid">
            {LEAD_PRODUCTS.map((product) => (
              <TextField
                key={product}
                label={t(`leads:products.${product}`)}
                type="number"
                min={1}
                max={LEAD_LIMITS.quantityMax}
                inputMode="numeric"
                value={quantities[product]}
                onChange={(event) => setQuantity(product, event.target.value)}
              />
            ))}
          </div>
          {productsError && (
            <p id="leads-products-error" className="field-error">
              {m(translateMessage(productsError, t))}
            </p>
          )}
        </fieldset>
        <section className="panel stack" aria-labelledby="leads-create-notes">
          <h2 id="leads-create-notes">{t('leads:detail.notes')}</h2>
          <TextField
            label={t('leads:fields.notes')}
            error={m(errors.extras?.Notes?.message)}
            {...form.register('extras.Notes')}
          />
          <TextField
            label={t('leads:fields.customerRequested')}
            error={m(errors.extras?.CustomerRequested?.message)}
            {...form.register('extras.CustomerRequested')}
          />
          <TextField
            label={t('leads:fields.clubNotes')}
            error={m(errors.NotesFromVELUXClub?.message)}
            {...form.register('NotesFromVELUXClub')}
          />
        </section>
        <section className="panel stack" aria-labelledby="leads-create-company">
          <h2 id="leads-create-company">{t('leads:create.companyHeading')}</h2>
          <p className="field-hint">{t('leads:create.companyHint')}</p>
          {typeof regionId === 'number' ? (
            <CompanyPicker
              key={regionId}
              regionId={regionId}
              value={companyUuid ?? null}
              error={m(errors.company_uuid?.message)}
              onChange={(company) => form.setValue('company_uuid', company.uuid)}
            />
          ) : (
            <p className="muted">{t('leads:create.regionFirst')}</p>
          )}
          {companyUuid && (
            <button
              type="button"
              className="button button-link"
              onClick={() => form.setValue('company_uuid', undefined)}
            >
              {t('leads:create.byRules')}
            </button>
          )}
        </section>
        <FormError message={failure} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {t('leads:create.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
