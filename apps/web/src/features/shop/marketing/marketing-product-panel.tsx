import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRODUCT_TYPES, ROLES, type MarketingFields, type ShopProduct } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { startDirectPurchase, useDirectPurchase } from '@/lib/direct-purchase';
import { useCachedUser } from '@/lib/user';
import { fetchProof, useMarketingServices } from './marketing-api';
import {
  addableFields,
  emptyValues,
  marketingFormSchema,
  remaining,
  serverErrorsToForm,
  shownFields,
  toMarketingData,
  valuesFromStored,
  type MarketingFormValues,
  type TextFieldName,
} from './marketing-form';
import { CoverChoice, LinkQrPreview, LogoUpload, ServicesPicker } from './marketing-parts';
import './marketing.css';

const FIELD_ORDER = [
  'companyName',
  'name',
  'surname',
  'phone',
  'email',
  'address',
  'link',
  'shortDescription',
  'longDescription',
] as const;

const INPUT_TYPES: Partial<Record<TextFieldName, string>> = { phone: 'tel', email: 'email', link: 'url' };

/**
 * spec 03 §2, §5: what the product page shows for a marketing print product (type brand-ms) instead of
 * "add to cart": the variant and quantity, the form built from `product.settings.fields`, the proof and
 * "Order", which hands the purchase to the checkout as a direct purchase (lib/direct-purchase.ts).
 */
export function MarketingProductPanel({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('marketing');
  const user = useCachedUser();
  const fields = product.settings.fields;
  if (!fields) return <p className="notice">{t('notPrintable')}</p>;
  if (user.data && user.data.role.slug !== ROLES.companyOwner.slug) {
    return <p className="notice">{t('ownerOnly')}</p>;
  }
  return <MarketingForm product={product} fields={fields} />;
}

function MarketingForm({ product, fields }: { product: ShopProduct; fields: MarketingFields }) {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const stored = useDirectPurchase();
  const services = useMarketingServices(fields.servicesCount > 0);
  const serviceOptions = useMemo(() => services.data ?? [], [services.data]);
  const schema = useMemo(() => marketingFormSchema(fields, serviceOptions), [fields, serviceOptions]);
  const [proof, setProof] = useState<{ url: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const form = useForm<MarketingFormValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // spec 03 §4: the data stored for this product comes back
    defaultValues:
      stored?.product === product.uuid ? valuesFromStored(product, stored) : emptyValues(product),
  });
  const { register, control, setValue, setError, formState, handleSubmit } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as MarketingFormValues;
  const variant = product.variants.find((v) => v.uuid === values.variant);
  const maxQuantity = variant?.stock ?? 0;
  const shown = shownFields(fields);
  const visible = FIELD_ORDER.filter((name) => shown.includes(name) || values.added.includes(name));
  const addable = addableFields(fields).filter((name) => !values.added.includes(name));
  const orderable = product.active === 1 && product.is_visible === 1 && maxQuantity > 0;

  useEffect(() => () => (proof && 'url' in proof ? URL.revokeObjectURL(proof.url) : undefined), [proof]);

  const errorOf = (path: string): string | undefined => {
    const node = path
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as
      { message?: string } | undefined;
    return node?.message ? t(node.message, { count: fields.servicesCount }) : undefined;
  };

  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !error.errors) return false;
    const mapped = Object.entries(serverErrorsToForm(error.errors));
    mapped.forEach(([path, message], i) =>
      setError(path as FieldPath<MarketingFormValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    return mapped.length > 0;
  };

  const seeProof = handleSubmit(async (valid) => {
    setBusy(true);
    setProof(null);
    try {
      const url = await fetchProof(valid.variant, toMarketingData(fields, valid, serviceOptions));
      setProof({ url });
      // a new tab where the browser allows it; the link below works everywhere, phones included
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      if (!showServerErrors(error)) setProof({ error: t('proof.failed') });
    } finally {
      setBusy(false);
    }
  });

  const order = handleSubmit((valid) => {
    startDirectPurchase({
      type: PRODUCT_TYPES.BRAND_MS,
      product: product.uuid,
      variant: valid.variant,
      quantity: valid.quantity,
      data: toMarketingData(fields, valid, serviceOptions),
    });
    void navigate('/checkout?direct=1');
  });

  const textField = (name: TextFieldName) => {
    const isAdded = values.added.includes(name);
    const counter =
      name === 'shortDescription' || name === 'longDescription'
        ? t('charactersLeft', { n: remaining(name, values[name]) })
        : null;
    return (
      <div key={name} className="marketing__field">
        <TextField
          label={t(`fields.${name}`)}
          type={INPUT_TYPES[name] ?? 'text'}
          autoComplete="off"
          error={errorOf(name)}
          aria-required={fields.required.some((f) => f.name === name) || undefined}
          {...register(name)}
        />
        {counter ? (
          <p className="marketing__hint" aria-live="polite">
            {counter}
          </p>
        ) : null}
        {name === 'link' ? <LinkQrPreview link={values.link} /> : null}
        {isAdded ? removeButton(name) : null}
      </div>
    );
  };

  const removeButton = (name: string) => (
    <Button
      variant="link"
      onClick={() =>
        setValue(
          'added',
          values.added.filter((n) => n !== name),
          { shouldValidate: formState.isSubmitted },
        )
      }
    >
      {t('removeField', { field: t(`fields.${name}`) })}
    </Button>
  );

  const addressFields = () => (
    <fieldset key="address" className="marketing__group">
      <legend className="radio-group__legend">{t('fields.address')}</legend>
      <TextField label={t('address.line1')} error={errorOf('address.line1')} {...register('address.line1')} />
      <TextField label={t('address.line2')} {...register('address.line2')} />
      <TextField label={t('address.line3')} {...register('address.line3')} />
      {values.added.includes('address') ? removeButton('address') : null}
    </fieldset>
  );

  return (
    <form className="marketing" noValidate onSubmit={(event) => void order(event)}>
      <fieldset className="marketing__group">
        <legend className="radio-group__legend">{t('variant')}</legend>
        {product.variants.map((v) => (
          <label key={v.uuid} className="marketing__choice">
            <input type="radio" value={v.uuid} disabled={v.stock === 0} {...register('variant')} />
            <span>
              {v.title} — {t('common:format.points_count', { count: v.price })}
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('quantity')}
        type="number"
        inputMode="numeric"
        min={maxQuantity > 0 ? 1 : 0}
        max={maxQuantity}
        error={errorOf('quantity')}
        {...register('quantity', {
          valueAsNumber: true,
          onChange: (event: { target: { value: string } }) => {
            const n = Number(event.target.value);
            if (n > maxQuantity) setValue('quantity', maxQuantity);
          },
        })}
      />

      <h2 className="marketing__title">{t('formTitle')}</h2>
      <p className="marketing__hint">{t('formHint')}</p>
      {visible.map((name) => (name === 'address' ? addressFields() : textField(name)))}
      {addable.length > 0 ? (
        <div className="marketing__add">
          {addable.map((name) => (
            <Button key={name} variant="secondary" onClick={() => setValue('added', [...values.added, name])}>
              {t('addField', { field: t(`fields.${name}`) })}
            </Button>
          ))}
        </div>
      ) : null}

      {fields.optional.some((f) => f.name === 'logo') ? (
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <LogoUpload value={field.value} onChange={field.onChange} error={errorOf('logo')} />
          )}
        />
      ) : null}
      {fields.optional.some((f) => f.name === 'brandLogo') ? (
        <label className="marketing__choice">
          <input type="checkbox" {...register('brandLogo')} />
          <span>{t('fields.brandLogo')}</span>
        </label>
      ) : null}
      {fields.coverImages > 0 ? (
        <Controller
          control={control}
          name="selectedImagePosition"
          render={({ field }) => (
            <CoverChoice
              count={fields.coverImages}
              images={product.images}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('selectedImagePosition')}
            />
          )}
        />
      ) : null}
      {fields.servicesCount > 0 ? (
        <Controller
          control={control}
          name="services"
          render={({ field }) => (
            <ServicesPicker
              count={fields.servicesCount}
              options={services.data}
              value={field.value}
              onChange={field.onChange}
              error={errorOf('services')}
            />
          )}
        />
      ) : null}

      {Object.keys(errors).length > 0 ? (
        <p className="field__error" role="alert">
          {t('fixErrors')}
        </p>
      ) : null}
      <div className="marketing__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void seeProof()}>
          {busy ? t('proof.loading') : t('proof.see')}
        </Button>
        {proof && 'url' in proof ? (
          <a className="marketing__proof-link" href={proof.url} target="_blank" rel="noopener">
            {t('proof.open')}
          </a>
        ) : null}
        {proof && 'error' in proof ? (
          <p className="field__error" role="alert">
            {proof.error}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={!orderable}
          disabledReason={orderable ? undefined : t('notOrderable')}
        >
          {t('order')}
        </Button>
      </div>
    </form>
  );
}
