import { matchRoutes, type RouteObject } from 'react-router';

/** spec 01 §2 Dashboard shell: which header a signed-in page gets. */
export type HeaderKind = 'home' | 'shop' | 'checkout' | 'back';

/** True for `base` itself and everything below it (`/shop`, `/shop/club-card`), not for `/shopping`. */
const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Trailing slashes are not a different page (`/shop/` is `/shop`). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// spec 01 §2 and spec 03 §2: shop, cart, club-card and balance pages share the header with points and cart
const SHOP_HEADER_BASES = ['/shop', '/cart', '/club-card', '/balance'];

export function headerKindFor(rawPathname: string): HeaderKind {
  const pathname = normalisePath(rawPathname);
  if (pathname === '/') return 'home';
  if (isUnder(pathname, '/checkout')) return 'checkout';
  if (SHOP_HEADER_BASES.some((base) => isUnder(pathname, base))) return 'shop';
  return 'back';
}

/** spec 01 §2, spec 03 §2: the checkout stepper's three steps. */
export const CHECKOUT_STEPS = ['details', 'summary', 'thank_you'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The step of a checkout path. The checkout's start page (the registration number, spec 03 §4) and every
 * details sub-page belong to the first step: both gather what the order needs before the summary.
 */
export function checkoutStepFor(rawPathname: string): number {
  const pathname = normalisePath(rawPathname);
  if (isUnder(pathname, '/checkout/thankyou')) return 2;
  if (isUnder(pathname, '/checkout/summary')) return 1;
  return 0;
}

/**
 * spec 01 §2: the bottom navigation is hidden on /menu (and its alias /more), the checkout routes, /cart
 * and /leads/{id}. Only the lead detail itself hides it: it ends in the lead's own status actions, which
 * sit where the navigation would be. The list /leads and the read-only /leads/{id}/archive are ordinary
 * pages and keep the navigation.
 */
export function isBottomNavHidden(rawPathname: string): boolean {
  const pathname = normalisePath(rawPathname);
  if (pathname === '/menu' || pathname === '/more' || pathname === '/cart') return true;
  if (isUnder(pathname, '/checkout')) return true;
  return /^\/leads\/[^/]+$/.test(pathname);
}

/**
 * One level up the route tree from `pathname`: the nearest ancestor path that is a page of `routes`
 * (`/support/chat/new` → `/support/chat`, skipping `/support`, which is no page), else home.
 */
export function parentPath(rawPathname: string, routes: RouteObject[]): string {
  const segments = normalisePath(rawPathname).split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (isPage(candidate, routes)) return candidate;
  }
  return '/';
}

function isPage(pathname: string, routes: RouteObject[]): boolean {
  const matches = matchRoutes(routes, pathname);
  const last = matches?.at(-1);
  if (!last || last.pathname.replace(/\/+$/, '') !== pathname) return false;
  const { route } = last;
  // a parent route without a screen of its own is a page only through its index child
  return (
    Boolean(route.index || route.lazy || route.Component || route.element) ||
    Boolean(route.children?.some((child) => child.index))
  );
}
