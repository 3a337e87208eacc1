import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  listRegionConfigChanges,
  listRegionConfigs,
  REGION_CONFIG_LIMITS,
  RegionConfigBodySchema,
  updateRegionConfig,
  type RegionConfig,
  type RegionConfigBody,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { regionKeys } from './regions-keys';
import './regions.css';

const FIELDS = ['welcome_points', 'project_days_left', 'min_cart_value', 'part2_optional'] as const;
const NUMBER_FIELDS = [
  ['welcome_points', REGION_CONFIG_LIMITS.welcomePoints],
  ['project_days_left', REGION_CONFIG_LIMITS.projectDaysLeft],
  ['min_cart_value', REGION_CONFIG_LIMITS.minCartValue],
] as const;

function Changes({ regionId }: { regionId: number }) {
  const { t, i18n } = useTranslation(['regions']);
  const query = useQuery({
    queryKey: regionKeys.changes(regionId),
    queryFn: ({ signal }) => call(listRegionConfigChanges, { params: { id: regionId }, signal }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.data.length === 0) return <EmptyState>{t('regions:changes.none')}</EmptyState>;
  const describe = (values: Record<string, unknown> | null) =>
    values
      ? FIELDS.map((field) => `${t(`regions:fields.${field}`)}: ${String(values[field])}`).join(', ')
      : '—';
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('regions:changes.title')}>
      <table className="data-table">
        <caption className="visually-hidden">{t('regions:changes.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('regions:changes.at')}</th>
            <th scope="col">{t('regions:changes.operator')}</th>
            <th scope="col">{t('regions:changes.before')}</th>
            <th scope="col">{t('regions:changes.after')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.data.map((change) => (
            <tr key={change.at}>
              <td>{formatDateTime(change.at, i18n.language)}</td>
              <td>{change.operator.name}</td>
              <td>{describe(change.before)}</td>
              <td>{describe(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RegionForm({ region }: { region: RegionConfig }) {
  const { t } = useTranslation(['regions', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegionConfigBody>({
    resolver: zodResolver(RegionConfigBodySchema),
    defaultValues: {
      welcome_points: region.welcome_points,
      project_days_left: region.project_days_left,
      min_cart_value: region.min_cart_value,
      part2_optional: region.part2_optional,
    },
  });
  const save = useMutation({
    mutationFn: (body: RegionConfigBody) =>
      call(updateRegionConfig, { params: { id: region.region_id }, body }),
    onSuccess: async (saved) => {
      form.reset({
        welcome_points: saved.welcome_points,
        project_days_left: saved.project_days_left,
        min_cart_value: saved.min_cart_value,
        part2_optional: saved.part2_optional,
      });
      await queryClient.invalidateQueries({ queryKey: regionKeys.all });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(body);
  });
  return (
    <form onSubmit={submit} noValidate className="stack region-form">
      {NUMBER_FIELDS.map(([field, range]) => (
        <TextField
          key={field}
          label={t(`regions:fields.${field}`)}
          hint={t(`regions:hints.${field}`, { min: range.min, max: range.max })}
          type="number"
          inputMode="numeric"
          error={form.formState.errors[field]?.message}
          {...form.register(field, { valueAsNumber: true })}
        />
      ))}
      <div className="field">
        <label className="check">
          <input type="checkbox" {...form.register('part2_optional')} />
          {t('regions:fields.part2_optional')}
        </label>
        <p className="field-hint">{t('regions:hints.part2_optional')}</p>
      </div>
      <FormError message={failure} />
      {save.isSuccess && !form.formState.isDirty && <p role="status">{t('regions:saved')}</p>}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
        <Link className="button button-link" to="/regions">
          {t('regions:back')}
        </Link>
      </div>
    </form>
  );
}

/** `/regions/:id`: one country's numbers, saved with before and after in the audit log. */
export function Component() {
  const { t } = useTranslation(['regions']);
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: regionKeys.list,
    queryFn: ({ signal }) => call(listRegionConfigs, { signal }),
  });
  const region = query.data?.data.find((row) => row.region_id === id);
  const title = region ? t('regions:editTitle', { code: region.code }) : t('regions:title');
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !region ? (
        <EmptyState>{t('regions:notFound')}</EmptyState>
      ) : (
        <>
          <RegionForm key={region.region_id} region={region} />
          <h2>{t('regions:changes.title')}</h2>
          <Changes regionId={region.region_id} />
        </>
      )}
    </section>
  );
}
