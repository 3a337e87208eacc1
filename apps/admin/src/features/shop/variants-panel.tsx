import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createShopAdminVariant,
  receiveShopAdminStock,
  ShopAdminStockReceiptSchema,
  ShopAdminVariantCreateSchema,
  updateShopAdminVariant,
  type ShopAdminProduct,
  type ShopAdminVariant,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { shopKeys } from './shop-keys';
import { useShopMessage } from './shop-messages';

type VariantInput = z.input<typeof ShopAdminVariantCreateSchema>;
type VariantOutput = z.output<typeof ShopAdminVariantCreateSchema>;
const FIELDS = ['sku', 'title', 'price', 'stock'] as const;

/** Attributes as one line of text: `Size: L; Colour: grey`. */
const attrsText = (attrs: readonly { name: string; value: string }[]) =>
  attrs.map((attr) => `${attr.name}: ${attr.value}`).join('; ');
const attrsOf = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', ...rest] = part.split(':');
      return { name: name.trim(), value: rest.join(':').trim() };
    });

/** A variant's SKU, title, price, stock (the counted, absolute number) and attributes; or a new variant. */
function VariantForm({ product, variant }: { product: ShopAdminProduct; variant: ShopAdminVariant | null }) {
  const { t } = useTranslation(['shop', 'common']);
  const m = useShopMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attrs, setAttrs] = useState(attrsText(variant?.attrs ?? []));
  const form = useForm<VariantInput, unknown, VariantOutput>({
    resolver: zodResolver(ShopAdminVariantCreateSchema) as unknown as Resolver<
      VariantInput,
      unknown,
      VariantOutput
    >,
    defaultValues: {
      sku: variant?.sku ?? '',
      title: variant?.title ?? '',
      price: variant?.price ?? 0,
      stock: variant?.stock ?? 0,
    },
  });
  const save = useMutation({
    mutationFn: (values: VariantOutput) => {
      const body = { ...values, attrs: attrsOf(attrs) };
      return variant
        ? call(updateShopAdminVariant, { params: { id: variant.uuid }, body })
        : call(createShopAdminVariant, { params: { id: product.uuid }, body });
    },
    onSuccess: async () => {
      if (!variant) form.reset();
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFailure(errorMessage(error, t));
    },
  });
  const errors = form.formState.errors;
  const label = variant ? t('shop:variants.editLabel', { sku: variant.sku }) : t('shop:variants.new');
  return (
    <form
      noValidate
      className="shop-variant"
      aria-label={label}
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <h3>{variant ? variant.sku : t('shop:variants.new')}</h3>
      <div className="shop-variant-fields">
        <TextField label={t('shop:columns.sku')} error={m(errors.sku?.message)} {...form.register('sku')} />
        <TextField
          label={t('shop:variants.title')}
          error={m(errors.title?.message)}
          {...form.register('title')}
        />
        <TextField
          label={t('shop:variants.price')}
          type="number"
          min={0}
          error={m(errors.price?.message)}
          {...form.register('price', { valueAsNumber: true })}
        />
        <TextField
          label={t('shop:variants.stock')}
          hint={variant ? t('shop:variants.stockHint') : undefined}
          type="number"
          min={0}
          error={m(errors.stock?.message)}
          {...form.register('stock', { valueAsNumber: true })}
        />
        <TextField
          label={t('shop:variants.attrs')}
          hint={t('shop:variants.attrsHint')}
          value={attrs}
          onChange={(event) => setAttrs(event.target.value)}
        />
      </div>
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {variant ? t('common:actions.save') : t('shop:variants.add')}
        </button>
      </div>
    </form>
  );
}

/** A delivery: N pieces added to whatever the stock is now (orders may take some meanwhile). */
function ReceiveStock({ variant }: { variant: ShopAdminVariant }) {
  const { t } = useTranslation(['shop', 'common']);
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const receive = useMutation({
    mutationFn: (value: number) =>
      call(receiveShopAdminStock, { params: { id: variant.uuid }, body: { quantity: value } }),
    onSuccess: async () => {
      setQuantity('');
      await queryClient.invalidateQueries({ queryKey: shopKeys.all });
    },
    onError: (error) => setFailure(errorMessage(error, t)),
  });
  const submit = () => {
    const parsed = ShopAdminStockReceiptSchema.safeParse({ quantity: Number(quantity) });
    if (!parsed.success || quantity === '') {
      setFailure(t('shop:variants.receiveInvalid'));
      return;
    }
    setFailure(null);
    receive.mutate(parsed.data.quantity);
  };
  return (
    <div className="shop-variant-fields">
      <TextField
        label={t('shop:variants.receive', { sku: variant.sku })}
        type="number"
        min={1}
        value={quantity}
        error={failure ?? undefined}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <button type="button" className="button" disabled={receive.isPending} onClick={submit}>
        {t('shop:variants.receiveButton')}
      </button>
    </div>
  );
}

/** The product's variants, each editable, and a form for a new one. */
export function VariantsPanel({ product }: { product: ShopAdminProduct }) {
  const { t } = useTranslation(['shop']);
  return (
    <section className="panel" aria-labelledby="shop-variants">
      <h2 id="shop-variants">{t('shop:variants.heading')}</h2>
      {product.variants.length === 0 && <p>{t('shop:variants.empty')}</p>}
      {product.variants.map((variant) => (
        <div key={variant.uuid}>
          {/* the form starts again from what the server stored; the receipt keeps what is being typed */}
          <VariantForm
            key={`${variant.price}-${variant.stock}-${variant.sku}-${variant.title}-${attrsText(variant.attrs)}`}
            product={product}
            variant={variant}
          />
          <ReceiveStock variant={variant} />
        </div>
      ))}
      <VariantForm key={`new-${product.variants.length}`} product={product} variant={null} />
    </section>
  );
}
