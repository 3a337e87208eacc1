import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createShopAdminCategory,
  listShopAdminCategories,
  LOCALES,
  ShopAdminCategoryCreateSchema,
  updateShopAdminCategory,
  type ShopAdminCategory,
} from '@club/contract';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { shopKeys } from './shop-keys';
import { useShopMessage } from './shop-messages';

type CategoryInput = z.input<typeof ShopAdminCategoryCreateSchema>;
type CategoryOutput = z.output<typeof ShopAdminCategoryCreateSchema>;
const FIELDS = ['slug', 'position', 'names', ...LOCALES.map((locale) => `names.${locale}` as const)] as const;

/** One category's slug, position and names in every language: a new one, or an edit. */
function CategoryForm({ category, onDone }: { category: ShopAdminCategory | null; onDone: () => void }) {
  const { t } = useTranslation(['shop', 'common']);
  const m = useShopMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(ShopAdminCategoryCreateSchema) as unknown as Resolver<
      CategoryInput,
      unknown,
      CategoryOutput
    >,
    defaultValues: {
      slug: category?.slug ?? '',
      position: category?.position ?? 0,
      names: category?.names ?? {},
    },
  });
  const save = useMutation({
    mutationFn: (values: CategoryOutput) =>
      category
        ? call(updateShopAdminCategory, { params: { id: category.id }, body: values })
        : call(createShopAdminCategory, { body: values }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      onDone();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    },
  });
  const errors = form.formState.errors;
  const nameErrors = errors.names as Record<string, { message?: string } | undefined> | undefined;
  return (
    <form
      noValidate
      className="stack shop-form"
      aria-label={
        category ? t('shop:categories.editTitle', { slug: category.slug }) : t('shop:categories.new')
      }
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <div className="shop-variant-fields">
        <TextField
          label={t('shop:categories.slug')}
          error={m(errors.slug?.message)}
          {...form.register('slug')}
        />
        <TextField
          label={t('shop:categories.position')}
          type="number"
          min={0}
          error={m(errors.position?.message)}
          {...form.register('position', { valueAsNumber: true })}
        />
      </div>
      <fieldset className="shop-checks">
        <legend>{t('shop:form.names')}</legend>
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            label={t('shop:form.nameIn', { locale: locale.toUpperCase() })}
            error={m(nameErrors?.[locale]?.message)}
            {...form.register(`names.${locale}`)}
          />
        ))}
      </fieldset>
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
        <button type="button" className="button button-link" onClick={onDone}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The shop's categories, by position: names, products in each, a form to add or edit one. */
export function CategoriesPanel() {
  const { t } = useTranslation(['shop', 'common']);
  const [editing, setEditing] = useState<ShopAdminCategory | 'new' | null>(null);
  const query = useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) => call(listShopAdminCategories, { signal }),
  });
  return (
    <section className="panel" aria-labelledby="shop-categories">
      <div className="shop-heading">
        <h2 id="shop-categories">{t('shop:categories.title')}</h2>
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('shop:categories.new')}
        </button>
      </div>
      {editing && (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState>{t('shop:categories.empty')}</EmptyState>
      ) : (
        <div className="data-table table-scroll">
          <table>
            <caption className="visually-hidden">{t('shop:categories.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shop:categories.position')}</th>
                <th scope="col">{t('shop:categories.slug')}</th>
                <th scope="col">{t('shop:columns.name')}</th>
                <th scope="col">{t('shop:categories.products')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('shop:categories.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((category) => (
                <tr key={category.id}>
                  <td>{category.position}</td>
                  <td>{category.slug}</td>
                  <td>{category.names.en}</td>
                  <td>{category.products}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-link"
                      onClick={() => setEditing(category)}
                      aria-label={t('shop:categories.editTitle', { slug: category.slug })}
                    >
                      {t('shop:categories.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
