import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CART_PRODUCT_TYPES,
  DIRECT_PRODUCT_TYPES,
  isProductTypeIn,
  PRODUCT_TYPES,
  ROLES,
  type ShopProduct,
  type ShopVariant,
  type User,
} from '@club/contract';
import { Button } from '@/components/ui/button';
import { addToCart, cartProductOf } from '@/lib/cart';
import { startDirectPurchase } from '@/lib/direct-purchase';
import { sanitizeDescription } from '../utils/sanitize-description';
import { choiceOf, stockLabel, variantAttributes, variantFor } from '../utils/variants';
import { ImageCarousel } from './image-carousel';
import { QuantityField } from './quantity-field';

// the marketing form is its own chunk: only print products (brand-ms) load it
const MarketingProductPanel = lazy(() =>
  import('../marketing/marketing-product-panel').then((module) => ({
    default: module.MarketingProductPanel,
  })),
);

/** The choice's key when variants differ by title only (vouchers of several values): the variant's uuid. */
const VARIANT_CHOICE = 'variant';

/** The first variant that can be ordered, else the first. */
const initialVariant = (variants: readonly ShopVariant[]) => variants.find((v) => v.stock > 0) ?? variants[0];

/**
 * spec 03 §2 /shop/{uuid}: images, description, the variant by its attributes, quantity, stock and what
 * can be done with the product: add to the cart (brand, compacon), order on its own (egit vouchers), or
 * the marketing form (brand-ms). Inactive or invisible products show a notice and no ordering; installers
 * who are not the owner see the product and that only the owner orders.
 */
export function ProductDetail({ product, user }: { product: ShopProduct; user: User | undefined }) {
  const { t } = useTranslation(['shop', 'common']);
  const navigate = useNavigate();
  const attributes = useMemo(() => variantAttributes(product.variants), [product.variants]);
  const [choice, setChoice] = useState<Record<string, string>>(() =>
    choiceOf(initialVariant(product.variants)),
  );
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const variant =
    attributes.length === 0
      ? (product.variants.find((v) => v.uuid === choice[VARIANT_CHOICE]) ?? initialVariant(product.variants))
      : variantFor(product.variants, choice);
  const description = useMemo(() => sanitizeDescription(product.description), [product.description]);

  const orderable = product.active === 1 && product.is_visible === 1;
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const stock = variant?.stock ?? 0;
  const label = stockLabel(stock);
  const shownQuantity = Math.min(Math.max(quantity, Math.min(stock, 1)), stock);
  const isCartType = isProductTypeIn(CART_PRODUCT_TYPES, product.type);
  const isVoucher = product.type === PRODUCT_TYPES.EGIT;
  const isMarketing = product.type === PRODUCT_TYPES.BRAND_MS;

  const choose = (attr: string, value: string) => {
    const next = { ...choice, [attr]: value };
    // a value no variant has with the others: keep the value, take the first variant that has it
    const exact = variantFor(product.variants, next);
    const fallback = product.variants.find((v) =>
      v.attrs.some((a) => a.attrUuid === attr && a.attrValueUuid === value),
    );
    setChoice(exact ? next : choiceOf(fallback));
    setAdded(null);
  };

  const add = () => {
    if (!variant) return;
    const inCart = addToCart(
      cartProductOf(product),
      {
        uuid: variant.uuid,
        stock: variant.stock,
        price: variant.price,
        sku: variant.sku,
        title: variant.title,
        product: product.uuid,
      },
      shownQuantity,
    );
    setAdded(inCart);
  };

  const orderVoucher = () => {
    if (!variant || !isProductTypeIn(DIRECT_PRODUCT_TYPES, product.type)) return;
    startDirectPurchase({
      type: product.type,
      product: product.uuid,
      variant: variant.uuid,
      quantity: shownQuantity,
    });
    void navigate('/checkout?direct=1');
  };

  return (
    <article className="product">
      <ImageCarousel images={product.images} name={product.name} />
      {variant ? (
        <p className="product__price">{t('common:format.points_count', { count: variant.price })}</p>
      ) : null}
      {!orderable ? (
        <p className="notice notice--warning" role="status">
          {t('shop:product.not_available')}
        </p>
      ) : null}

      {attributes.map((attribute) => (
        <fieldset key={attribute.uuid} className="variant-choice">
          <legend className="variant-choice__legend">{attribute.name}</legend>
          <div className="variant-choice__options">
            {attribute.values.map((value) => (
              <label key={value.uuid} className="variant-choice__option">
                <input
                  type="radio"
                  name={`attr-${attribute.uuid}`}
                  value={value.uuid}
                  checked={choice[attribute.uuid] === value.uuid}
                  onChange={() => choose(attribute.uuid, value.uuid)}
                />
                <span>{value.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      {attributes.length === 0 && product.variants.length > 1 ? (
        <fieldset className="variant-choice">
          <legend className="variant-choice__legend">{t('shop:product.option')}</legend>
          <div className="variant-choice__options">
            {product.variants.map((option) => (
              <label key={option.uuid} className="variant-choice__option">
                <input
                  type="radio"
                  name="variant"
                  value={option.uuid}
                  checked={variant?.uuid === option.uuid}
                  onChange={() => {
                    setChoice({ [VARIANT_CHOICE]: option.uuid });
                    setAdded(null);
                  }}
                />
                <span>{option.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <p className="product__stock">
        {label.kind === 'sold_out' ? (
          <span className="tag tag--sold-out">{t('shop:product.sold_out')}</span>
        ) : label.kind === 'many' ? (
          t('shop:product.stock_lots')
        ) : (
          t('shop:product.stock_count', { amount: label.count })
        )}
      </p>

      {orderable && !isOwner ? <p className="notice">{t('shop:product.owner_only')}</p> : null}

      {orderable && isOwner && isMarketing ? (
        <Suspense fallback={<p className="muted">{t('shop:product.loading_form')}</p>}>
          <MarketingProductPanel product={product} />
        </Suspense>
      ) : null}

      {orderable && isOwner && (isCartType || isVoucher) ? (
        <div className="product__order">
          {stock > 0 ? <QuantityField value={shownQuantity} stock={stock} onChange={setQuantity} /> : null}
          {isCartType ? (
            <Button
              onClick={add}
              disabled={!variant || stock < 1}
              disabledReason={t('shop:product.sold_out_reason')}
            >
              {t('shop:product.add_to_cart')}
            </Button>
          ) : (
            <Button
              onClick={orderVoucher}
              disabled={!variant || stock < 1}
              disabledReason={t('shop:product.sold_out_reason')}
            >
              {t('shop:product.order')}
            </Button>
          )}
          {added !== null ? (
            <p className="notice notice--success" role="status">
              {t('shop:product.added', { amount: added })}{' '}
              <Link to="/cart">{t('shop:product.go_to_cart')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}

      {/* The description is HTML the server sanitised when it was saved; sanitizeDescription cleans it
          again here (DOMPurify), which is why it may be set as HTML. */}
      <div className="product__description" dangerouslySetInnerHTML={{ __html: description }} />
    </article>
  );
}
