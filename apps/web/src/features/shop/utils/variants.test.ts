import { describe, expect, it } from 'vitest';
import type { ShopVariant } from '@club/contract';
import { choiceOf, stockLabel, variantAttributes, variantFor } from './variants';

const SIZE = '00000000-0000-4000-8000-000000000001';
const COLOUR = '00000000-0000-4000-8000-000000000002';
const attr = (attrUuid: string, attrName: string, attrValueUuid: string, attrValueName: string) => ({
  attrUuid,
  attrName,
  attrValueUuid,
  attrValueName,
});
const v = (uuid: string, attrs: ShopVariant['attrs']): ShopVariant => ({
  uuid,
  sku: uuid,
  title: uuid,
  price: 10,
  stock: 1,
  attrs,
});
const variants = [
  v('m-grey', [attr(SIZE, 'Size', 'm', 'M'), attr(COLOUR, 'Colour', 'grey', 'Grey')]),
  v('l-grey', [attr(SIZE, 'Size', 'l', 'L'), attr(COLOUR, 'Colour', 'grey', 'Grey')]),
  v('l-red', [attr(SIZE, 'Size', 'l', 'L'), attr(COLOUR, 'Colour', 'red', 'Red')]),
];

describe('variant choice (spec 03 §2 product)', () => {
  it('lists the attributes and their values once each', () => {
    expect(variantAttributes(variants)).toEqual([
      {
        uuid: SIZE,
        name: 'Size',
        values: [
          { uuid: 'm', name: 'M' },
          { uuid: 'l', name: 'L' },
        ],
      },
      {
        uuid: COLOUR,
        name: 'Colour',
        values: [
          { uuid: 'grey', name: 'Grey' },
          { uuid: 'red', name: 'Red' },
        ],
      },
    ]);
  });

  it('finds the variant of the chosen values, or none', () => {
    expect(variantFor(variants, { [SIZE]: 'l', [COLOUR]: 'red' })?.uuid).toBe('l-red');
    expect(variantFor(variants, { [SIZE]: 'm', [COLOUR]: 'red' })).toBeUndefined();
    expect(choiceOf(variants[1])).toEqual({ [SIZE]: 'l', [COLOUR]: 'grey' });
  });

  it("labels stock above 100 as 'many' and 0 as sold out", () => {
    expect(stockLabel(0)).toEqual({ kind: 'sold_out' });
    expect(stockLabel(100)).toEqual({ kind: 'count', count: 100 });
    expect(stockLabel(101)).toEqual({ kind: 'many' });
  });
});
