import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES, ROLES } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { translateError } from '@/lib/error-message';
import { useUser } from '@/lib/user';
import { useClubCard } from '@/features/club-card/api/club-card';
import { useShopCategories, useShopProducts } from '@/features/shop/api/shop';
import { ClubCardBanner } from '@/features/shop/components/club-card-banner';
import { ProductCard, ProductCardSkeleton } from '@/features/shop/components/product-card';
import '@/styles/field-work.css';
import '@/styles/shop.css';

const SKELETONS = Array.from({ length: PAGE_SIZES.shopProducts / 2 }, (_, index) => index);

/** spec 03 §2 /shop: category chips (`?categories=a,b`), the grid, 12 a page, and the club-card banner. */
export function Component() {
  const { t } = useTranslation(['titles', 'shop']);
  const { t: tErrors } = useTranslation('errors');
  const { data: user } = useUser();
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  const clubCard = useClubCard(isOwner);
  const [params] = useSearchParams();
  const categories = (params.get('categories') ?? '').split(',').filter(Boolean);
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const categoryList = useShopCategories();
  const products = useShopProducts(categories, page);

  const href = (next: { categories?: string[]; page?: number }) => {
    const query = new URLSearchParams();
    const chosen = next.categories ?? categories;
    if (chosen.length > 0) query.set('categories', chosen.join(','));
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    const qs = query.toString();
    return `/shop${qs ? `?${qs}` : ''}`;
  };
  const toggled = (slug: string) =>
    categories.includes(slug) ? categories.filter((c) => c !== slug) : [...categories, slug];

  const { data, error, isPending } = products;
  return (
    <Page title={t('titles:shop.list')}>
      <ClubCardBanner isOffered={Boolean(isOwner && clubCard.data?.offer)} />
      {categoryList.data && categoryList.data.data.length > 0 ? (
        <nav className="chips" aria-label={t('shop:list.categories')}>
          <Link
            className="chip"
            to={href({ categories: [] })}
            aria-current={categories.length === 0 ? 'true' : undefined}
          >
            {t('shop:list.all')}
          </Link>
          {categoryList.data.data.map((category) => (
            <Link
              key={category.slug}
              className="chip"
              to={href({ categories: toggled(category.slug) })}
              aria-current={categories.includes(category.slug) ? 'true' : undefined}
            >
              {category.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {error && !data ? (
        <p className="notice notice--error" role="alert">
          {translateError(tErrors, error)}
        </p>
      ) : null}
      {isPending ? (
        <div className="product-grid" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('shop:list.loading')}
          </span>
          {SKELETONS.map((index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : null}
      {data && data.data.length === 0 ? <p className="empty-state">{t('shop:list.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="product-grid">
          {data.data.map((product) => (
            <li key={product.uuid}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.meta.last_page > 1 ? (
        <nav className="pager" aria-label={t('shop:list.pages')}>
          {page > 1 ? <Link to={href({ page: page - 1 })}>{t('shop:list.previous')}</Link> : <span />}
          <span>{t('shop:list.page_of', { page, pages: data.meta.last_page })}</span>
          {page < data.meta.last_page ? (
            <Link to={href({ page: page + 1 })}>{t('shop:list.next')}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </Page>
  );
}
