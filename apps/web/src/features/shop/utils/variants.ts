import { SHOP_DISPLAY, type ShopVariant } from '@club/contract';

export interface VariantAttribute {
  uuid: string;
  name: string;
  values: { uuid: string; name: string }[];
}

/** The attributes the variants differ by (size, colour), each with its values in first-seen order. */
export function variantAttributes(variants: readonly ShopVariant[]): VariantAttribute[] {
  const attributes = new Map<string, VariantAttribute>();
  for (const variant of variants) {
    for (const attr of variant.attrs) {
      let attribute = attributes.get(attr.attrUuid);
      if (!attribute) {
        attribute = { uuid: attr.attrUuid, name: attr.attrName, values: [] };
        attributes.set(attr.attrUuid, attribute);
      }
      if (!attribute.values.some((value) => value.uuid === attr.attrValueUuid)) {
        attribute.values.push({ uuid: attr.attrValueUuid, name: attr.attrValueName });
      }
    }
  }
  return [...attributes.values()];
}

/** The variant carrying every chosen value, if one does. */
export function variantFor(
  variants: readonly ShopVariant[],
  chosen: Readonly<Record<string, string>>,
): ShopVariant | undefined {
  return variants.find((variant) =>
    Object.entries(chosen).every(([attr, value]) =>
      variant.attrs.some((a) => a.attrUuid === attr && a.attrValueUuid === value),
    ),
  );
}

/** The values of a variant, as the choice keeps them. */
export const choiceOf = (variant: ShopVariant | undefined): Record<string, string> =>
  Object.fromEntries((variant?.attrs ?? []).map((a) => [a.attrUuid, a.attrValueUuid]));

/** spec 03 §9: stock above 100 shows a generic 'many'. */
export type StockLabel = { kind: 'sold_out' } | { kind: 'many' } | { kind: 'count'; count: number };

export function stockLabel(stock: number): StockLabel {
  if (stock < 1) return { kind: 'sold_out' };
  if (stock > SHOP_DISPLAY.stockManyThreshold) return { kind: 'many' };
  return { kind: 'count', count: stock };
}
