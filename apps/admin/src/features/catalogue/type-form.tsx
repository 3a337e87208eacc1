import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  CatalogueProductTypeCreateSchema,
  COUNTRY_CODES,
  createCatalogueType,
  getCatalogueType,
  PRODUCT_TYPE_VALUES,
  RegionPointsSchema,
  updateCatalogueType,
  type CatalogueProductType,
  type CountryCode,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { catalogueKeys } from './catalogue-keys';
import './catalogue.css';

/** An empty points box means "no points in that country": the key is left out, as the contract wants. */
const withoutEmpty = (value: unknown) =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      ([, points]) => points !== undefined && points !== '' && !Number.isNaN(points),
    ),
  );

const TypeFormSchema = CatalogueProductTypeCreateSchema.extend({
  points: z.preprocess(withoutEmpty, RegionPointsSchema),
});
/** What the inputs hold: one number box per country, empty as undefined. */
type TypeFormValues = Omit<z.input<typeof TypeFormSchema>, 'points'> & {
  points: Partial<Record<CountryCode, number | undefined>>;
};
type TypeFormOutput = z.output<typeof TypeFormSchema>;

const FIELDS = [
  'code',
  'name',
  'kind',
  'position',
  'is_scannable',
  'is_active',
  ...COUNTRY_CODES.map((code) => `points.${code}` as const),
] as const;

function TypeForm({ type }: { type: CatalogueProductType | null }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TypeFormValues, unknown, TypeFormOutput>({
    resolver: zodResolver(TypeFormSchema) as unknown as Resolver<TypeFormValues, unknown, TypeFormOutput>,
    defaultValues: {
      code: type?.code ?? '',
      name: type?.name ?? '',
      kind: (type?.kind as TypeFormValues['kind']) ?? 'brand',
      is_scannable: type?.is_scannable ?? true,
      is_active: type?.is_active ?? true,
      position: type?.position ?? 0,
      points: type?.points ?? {},
    },
  });
  const save = useMutation({
    mutationFn: (values: TypeFormOutput) =>
      type
        ? call(updateCatalogueType, {
            params: { code: type.code },
            body: {
              name: values.name,
              kind: values.kind,
              is_scannable: values.is_scannable,
              is_active: values.is_active,
              position: values.position,
              points: values.points,
            },
          })
        : call(createCatalogueType, { body: values }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      await navigate('/catalogue');
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    },
  });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values);
  });
  const errors = form.formState.errors;
  const pointsErrors = errors.points as Record<string, { message?: string } | undefined> | undefined;
  return (
    <form onSubmit={submit} noValidate className="stack catalogue-form">
      <TextField
        label={t('catalogue:columns.code')}
        hint={t('catalogue:form.codeHint')}
        readOnly={type !== null}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField
        label={t('catalogue:columns.name')}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        label={t('catalogue:columns.kind')}
        error={errors.kind?.message}
        options={PRODUCT_TYPE_VALUES.map((kind) => ({ value: kind, label: t(`catalogue:kinds.${kind}`) }))}
        {...form.register('kind')}
      />
      <TextField
        label={t('catalogue:columns.position')}
        type="number"
        min={0}
        error={errors.position?.message}
        {...form.register('position', { valueAsNumber: true })}
      />
      <label className="check">
        <input type="checkbox" {...form.register('is_scannable')} />
        {t('catalogue:form.scannable')}
      </label>
      <label className="check">
        <input type="checkbox" {...form.register('is_active')} />
        {t('catalogue:form.active')}
      </label>
      <fieldset className="points-grid">
        <legend>{t('catalogue:form.points')}</legend>
        {COUNTRY_CODES.map((code) => (
          <TextField
            key={code}
            label={t('catalogue:form.pointsIn', { code })}
            type="number"
            min={0}
            error={pointsErrors?.[code]?.message}
            {...form.register(`points.${code}`, {
              setValueAs: (value: unknown) => (value === '' || value === null ? undefined : Number(value)),
            })}
          />
        ))}
      </fieldset>
      <p className="field-hint">{t('catalogue:form.pointsHint')}</p>
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
        <Link className="button button-link" to="/catalogue">
          {t('common:actions.cancel')}
        </Link>
      </div>
    </form>
  );
}

/** `/catalogue/types/new` and `/catalogue/types/:code`: a product type with its points per country. */
export function Component() {
  const { t } = useTranslation(['catalogue']);
  const { code } = useParams();
  const isNew = code === undefined;
  const title = isNew ? t('catalogue:newType') : t('catalogue:editType', { code });
  useDocumentTitle(title);
  const query = useQuery({
    queryKey: catalogueKeys.type(code ?? ''),
    queryFn: ({ signal }) => call(getCatalogueType, { params: { code: code ?? '' }, signal }),
    enabled: !isNew,
  });
  return (
    <section className="page">
      <h1>{title}</h1>
      {isNew ? (
        <TypeForm type={null} />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TypeForm type={query.data} />
      )}
    </section>
  );
}
