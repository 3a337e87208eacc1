import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopProductSummary } from '@club/contract';

/** spec 03 §2 /shop: a card of the grid, its image, name, price and the sold-out tag. */
export function ProductCard({ product }: { product: ShopProductSummary }) {
  const { t } = useTranslation(['shop', 'common']);
  const soldOut = product.stock < 1;
  return (
    <Link className="product-card" to={`/shop/${product.uuid}`}>
      <span className="product-card__image">
        {product.thumbnail ? (
          <img src={product.thumbnail} alt="" loading="lazy" decoding="async" width={320} height={320} />
        ) : null}
        {soldOut ? <span className="tag tag--sold-out">{t('shop:product.sold_out')}</span> : null}
      </span>
      <span className="product-card__name">{product.name}</span>
      <span className="product-card__price">{t('common:format.points_count', { count: product.price })}</span>
    </Link>
  );
}

/** The grid's shape while the page loads: the same boxes, so nothing moves when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <span className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__image" />
      <span className="product-card__name skeleton-line" />
      <span className="product-card__price skeleton-line skeleton-line--short" />
    </span>
  );
}
