import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  COUNTRY_CODES,
  createShopAdminProduct,
  FLYER_SUBTYPES,
  getShopAdminProduct,
  listShopAdminCategories,
  LOCALES,
  MARKETING_BUNDLE_TYPES,
  SHOP_ADMIN_PRODUCT_TYPES,
  SHOP_PRODUCT_KINDS,
  ShopAdminProductCreateSchema,
  updateShopAdminProduct,
  type CountryCode,
  type Locale,
  type ShopAdminProduct,
  type ShopAdminRegion,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { ImagesPanel } from './images-panel';
import { shopKeys } from './shop-keys';
import { useShopMessage } from './shop-messages';
import { VariantsPanel } from './variants-panel';
import './shop.css';

type ProductInput = z.input<typeof ShopAdminProductCreateSchema>;
type ProductOutput = z.output<typeof ShopAdminProductCreateSchema>;

const FIELDS = [
  'sku',
  'type',
  'kind',
  'position',
  'active',
  'names',
  'settings.bundle',
  'settings.subtype',
  ...LOCALES.map((locale) => `names.${locale}` as const),
  ...LOCALES.map((locale) => `descriptions.${locale}` as const),
] as const;

/** Each country: not sold, sold and listed, or sold but left out of the grid. */
type RegionState = Partial<Record<CountryCode, 'visible' | 'hidden'>>;

const regionStateOf = (regions: readonly ShopAdminRegion[]): RegionState =>
  Object.fromEntries(regions.map((entry) => [entry.region, entry.visible ? 'visible' : 'hidden']));
const regionsOf = (state: RegionState): ShopAdminRegion[] =>
  COUNTRY_CODES.flatMap((code) => {
    const value = state[code];
    return value ? [{ region: code, visible: value === 'visible' }] : [];
  });

function ProductForm({ product }: { product: ShopAdminProduct | null }) {
  const { t } = useTranslation(['shop', 'common']);
  const m = useShopMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>('en');
  const [categoryIds, setCategoryIds] = useState<number[]>(product?.categories ?? []);
  const [regions, setRegions] = useState<RegionState>(regionStateOf(product?.regions ?? []));
  const [listError, setListError] = useState<string | null>(null);
  const categories = useQuery({
    queryKey: shopKeys.categories,
    queryFn: ({ signal }) => call(listShopAdminCategories, { signal }),
  });
  const form = useForm<ProductInput, unknown, ProductOutput>({
    resolver: zodResolver(ShopAdminProductCreateSchema) as unknown as Resolver<
      ProductInput,
      unknown,
      ProductOutput
    >,
    defaultValues: {
      sku: product?.sku ?? '',
      type: (product?.type as ProductInput['type']) ?? 'brand',
      kind: (product?.kind as ProductInput['kind']) ?? 'simple',
      active: product?.active ?? false,
      position: product?.position ?? 0,
      names: product?.names ?? {},
      descriptions: product?.descriptions ?? {},
      settings: product?.settings ?? { bundle: null, subtype: null },
    },
  });
  const save = useMutation({
    mutationFn: (values: ProductOutput) => {
      const body = { ...values, categories: categoryIds, regions: regionsOf(regions) };
      return product
        ? call(updateShopAdminProduct, { params: { id: product.uuid }, body })
        : call(createShopAdminProduct, { body });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
      if (!product) await navigate(`/shop/products/${saved.uuid}`);
    },
    onError: (error) => {
      if (applyServerErrors(form, error, FIELDS)) return;
      setFailure(errorMessage(error, t));
      const errors = (error as { errors?: Record<string, string[]> }).errors ?? {};
      const other = Object.entries(errors).find(([field]) => /^(categories|regions)/.test(field));
      setListError(other?.[1][0] ?? null);
    },
  });
  const errors = form.formState.errors;
  const nameErrors = errors.names as Record<string, { message?: string } | undefined> | undefined;
  const descriptionErrors = errors.descriptions as
    Record<string, { message?: string } | undefined> | undefined;
  const nullable = (value: unknown) => (value === '' ? null : value);
  return (
    <form
      noValidate
      className="stack shop-form"
      aria-label={t('shop:form.label')}
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        setListError(null);
        save.mutate(values);
      })}
    >
      <div className="shop-variant-fields">
        <TextField label={t('shop:columns.sku')} error={m(errors.sku?.message)} {...form.register('sku')} />
        <SelectField
          label={t('shop:columns.type')}
          error={m(errors.type?.message)}
          options={SHOP_ADMIN_PRODUCT_TYPES.map((type) => ({ value: type, label: t(`shop:types.${type}`) }))}
          {...form.register('type')}
        />
        <SelectField
          label={t('shop:form.kind')}
          error={m(errors.kind?.message)}
          options={SHOP_PRODUCT_KINDS.map((kind) => ({ value: kind, label: t(`shop:kinds.${kind}`) }))}
          {...form.register('kind')}
        />
        <TextField
          label={t('shop:form.position')}
          type="number"
          min={0}
          error={m(errors.position?.message)}
          {...form.register('position', { valueAsNumber: true })}
        />
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('active')} />
        {t('shop:form.active')}
      </label>
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
      <div className="field">
        <label htmlFor="shop-description-language">{t('shop:form.descriptionLanguage')}</label>
        <select
          id="shop-description-language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`shop-description-${language}`}>
          {t('shop:form.descriptionIn', { locale: language.toUpperCase() })}
        </label>
        <p className="field-hint">{t('shop:form.descriptionHint')}</p>
        <textarea
          key={language}
          id={`shop-description-${language}`}
          aria-invalid={descriptionErrors?.[language] ? true : undefined}
          {...form.register(`descriptions.${language}`)}
        />
        {descriptionErrors?.[language]?.message && (
          <p className="field-error">{m(translateMessage(descriptionErrors[language]?.message, t))}</p>
        )}
      </div>
      <fieldset className="shop-checks">
        <legend>{t('shop:form.categories')}</legend>
        {(categories.data?.data ?? []).map((category) => (
          <label key={category.id} className="check">
            <input
              type="checkbox"
              checked={categoryIds.includes(category.id)}
              onChange={(event) =>
                setCategoryIds((ids) =>
                  event.target.checked ? [...ids, category.id] : ids.filter((id) => id !== category.id),
                )
              }
            />
            {category.names.en ?? category.slug}
          </label>
        ))}
      </fieldset>
      <fieldset className="shop-checks">
        <legend>{t('shop:form.regions')}</legend>
        {COUNTRY_CODES.map((code) => (
          <div key={code} className="field">
            <label htmlFor={`shop-region-${code}`}>{code}</label>
            <select
              id={`shop-region-${code}`}
              value={regions[code] ?? ''}
              onChange={(event) =>
                setRegions((state) => ({
                  ...state,
                  [code]:
                    event.target.value === '' ? undefined : (event.target.value as 'visible' | 'hidden'),
                }))
              }
            >
              <option value="">{t('shop:regions.none')}</option>
              <option value="visible">{t('shop:regions.visible')}</option>
              <option value="hidden">{t('shop:regions.hidden')}</option>
            </select>
          </div>
        ))}
      </fieldset>
      <div className="shop-variant-fields">
        <SelectField
          label={t('shop:form.bundle')}
          error={m(errors.settings?.bundle?.message)}
          options={[
            { value: '', label: t('shop:form.none') },
            ...MARKETING_BUNDLE_TYPES.map((bundle) => ({
              value: bundle,
              label: t(`shop:bundles.${bundle}`),
            })),
          ]}
          {...form.register('settings.bundle', { setValueAs: nullable })}
        />
        <SelectField
          label={t('shop:form.subtype')}
          error={m(errors.settings?.subtype?.message)}
          options={[
            { value: '', label: t('shop:form.none') },
            ...FLYER_SUBTYPES.map((subtype) => ({ value: subtype, label: t(`shop:subtypes.${subtype}`) })),
          ]}
          {...form.register('settings.subtype', { setValueAs: nullable })}
        />
      </div>
      <FormError message={listError ? (m(translateMessage(listError, t)) ?? listError) : failure} />
      {save.isSuccess && product && <p role="status">{t('shop:form.saved')}</p>}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('common:actions.save')}
        </button>
        <Link className="button button-link" to="/shop">
          {t('shop:backToList')}
        </Link>
      </div>
    </form>
  );
}

/** `/shop/products/new` and `/shop/products/:uuid`: a product, then its variants and pictures. */
export function Component() {
  const { t } = useTranslation(['shop']);
  const { uuid } = useParams();
  const isNew = uuid === undefined;
  const query = useQuery({
    queryKey: shopKeys.product(uuid ?? ''),
    queryFn: ({ signal }) => call(getShopAdminProduct, { params: { id: uuid ?? '' }, signal }),
    enabled: !isNew,
  });
  const title = isNew ? t('shop:newProduct') : t('shop:editProduct', { name: query.data?.names.en ?? '' });
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      {isNew ? (
        <ProductForm product={null} />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="stack">
          <ProductForm key={query.data.uuid} product={query.data} />
          <VariantsPanel product={query.data} />
          <ImagesPanel product={query.data} />
        </div>
      )}
    </section>
  );
}
