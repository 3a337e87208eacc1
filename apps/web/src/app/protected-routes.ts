import type { RouteObject } from 'react-router';
import type { Namespace } from '../lib/i18n';
import { lazyScreen } from './lazy-screen';

// the texts each shop screen needs, loaded with its code
const SHOP_TEXTS: Namespace[] = ['titles', 'shop', 'common', 'errors'];
const CHECKOUT_TEXTS: Namespace[] = ['titles', 'checkout', 'orders', 'common', 'errors'];
const ORDERS_TEXTS: Namespace[] = ['titles', 'orders', 'checkout', 'common', 'errors'];
const TEAM_TEXTS = ['titles', 'team', 'errors'] as const;
const CLUB_CARD_TEXTS: Namespace[] = ['titles', 'club_card', 'common', 'errors'];
const LEADS_TEXTS: Namespace[] = ['titles', 'leads', 'common', 'errors'];

/** spec 01 §2 Full route map, behind sign-in. Later work fills these screens in place. */
export const protectedRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyScreen(() => import('./routes/home/home'), ['titles', 'home', 'errors', 'surveys', 'content']),
  },
  {
    path: 'menu',
    ...lazyScreen(() => import('./routes/menu/menu'), ['titles', 'auth', 'account', 'errors']),
  },
  {
    path: 'more',
    ...lazyScreen(() => import('./routes/menu/menu'), ['titles', 'auth', 'account', 'errors']),
  },
  {
    path: 'projects',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/projects/projects-list')) },
      { path: 'add', ...lazyScreen(() => import('./routes/projects/project-add')) },
      { path: 'select', ...lazyScreen(() => import('./routes/projects/project-select')) },
      { path: ':uuid', ...lazyScreen(() => import('./routes/projects/project-detail')) },
      { path: ':uuid/edit', ...lazyScreen(() => import('./routes/projects/project-edit')) },
    ],
  },
  {
    path: 'scan',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/scan/scan')) },
      { path: 'review', ...lazyScreen(() => import('./routes/scan/scan-review')) },
      { path: 'generic', ...lazyScreen(() => import('./routes/scan/scan-generic')) },
      { path: 'manual', ...lazyScreen(() => import('./routes/scan/scan-manual')) },
      { path: 'offline', ...lazyScreen(() => import('./routes/scan/scan-offline')) },
    ],
  },
  { path: 'notifications', ...lazyScreen(() => import('./routes/notifications/notifications')) },
  {
    path: 'user',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/user/user-profile'), ['titles', 'account']) },
      {
        path: 'edit',
        ...lazyScreen(() => import('./routes/user/user-edit'), ['titles', 'account', 'errors']),
      },
    ],
  },
  {
    path: 'news',
    children: [
      {
        index: true,
        ...lazyScreen(() => import('./routes/news/news-list'), ['titles', 'content']),
      },
      {
        path: ':uuid',
        ...lazyScreen(() => import('./routes/news/news-article'), ['titles', 'content']),
      },
    ],
  },
  {
    path: 'resources',
    ...lazyScreen(() => import('./routes/resources/resources'), ['titles', 'content']),
  },
  {
    path: 'support/chat',
    children: [
      {
        index: true,
        ...lazyScreen(() => import('./routes/support/chat-list'), ['titles', 'support', 'errors']),
      },
      {
        path: 'new',
        ...lazyScreen(() => import('./routes/support/chat-new'), ['titles', 'support', 'errors']),
      },
      {
        path: ':uuid',
        ...lazyScreen(() => import('./routes/support/chat-thread'), ['titles', 'support', 'errors']),
      },
    ],
  },
  {
    path: 'shop',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/shop/shop'), SHOP_TEXTS) },
      { path: 'club-card', ...lazyScreen(() => import('./routes/shop/shop-club-card'), CLUB_CARD_TEXTS) },
      {
        path: ':uuid',
        ...lazyScreen(() => import('./routes/shop/shop-product'), [...SHOP_TEXTS, 'marketing']),
      },
    ],
  },
  { path: 'cart', ...lazyScreen(() => import('./routes/cart/cart'), SHOP_TEXTS) },
  {
    path: 'checkout',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/checkout/checkout'), CHECKOUT_TEXTS) },
      { path: 'details', ...lazyScreen(() => import('./routes/checkout/checkout-details'), CHECKOUT_TEXTS) },
      {
        path: 'details/contact',
        ...lazyScreen(() => import('./routes/checkout/checkout-contact'), CHECKOUT_TEXTS),
      },
      {
        path: 'details/address',
        ...lazyScreen(() => import('./routes/checkout/checkout-address'), CHECKOUT_TEXTS),
      },
      {
        path: 'details/person',
        ...lazyScreen(() => import('./routes/checkout/checkout-person'), CHECKOUT_TEXTS),
      },
      {
        path: 'details/company',
        ...lazyScreen(() => import('./routes/checkout/checkout-company'), CHECKOUT_TEXTS),
      },
      { path: 'summary', ...lazyScreen(() => import('./routes/checkout/checkout-summary'), CHECKOUT_TEXTS) },
      {
        path: 'thankyou',
        ...lazyScreen(() => import('./routes/checkout/checkout-thank-you'), CHECKOUT_TEXTS),
      },
    ],
  },
  {
    path: 'orders',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/orders/orders-list'), ORDERS_TEXTS) },
      { path: ':uuid', ...lazyScreen(() => import('./routes/orders/order-detail'), ORDERS_TEXTS) },
    ],
  },
  {
    path: 'team',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/team/team-list'), TEAM_TEXTS) },
      { path: 'add', ...lazyScreen(() => import('./routes/team/team-add'), TEAM_TEXTS) },
      { path: ':uuid', ...lazyScreen(() => import('./routes/team/team-member'), TEAM_TEXTS) },
    ],
  },
  {
    path: 'club-card',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/club-card/club-card'), CLUB_CARD_TEXTS) },
      { path: 'verify', ...lazyScreen(() => import('./routes/club-card/club-card-verify'), CLUB_CARD_TEXTS) },
      {
        path: 'transfer',
        ...lazyScreen(() => import('./routes/club-card/club-card-transfer'), CLUB_CARD_TEXTS),
      },
    ],
  },
  { path: 'balance', ...lazyScreen(() => import('./routes/balance/balance')) },
  {
    path: 'verify-email',
    ...lazyScreen(() => import('./routes/verify-email/verify-email'), ['titles', 'account', 'errors']),
  },
  {
    path: 'leads',
    children: [
      { index: true, ...lazyScreen(() => import('./routes/leads/leads-list'), LEADS_TEXTS) },
      { path: ':uuid', ...lazyScreen(() => import('./routes/leads/lead-detail'), LEADS_TEXTS) },
      { path: ':uuid/archive', ...lazyScreen(() => import('./routes/leads/lead-archive'), LEADS_TEXTS) },
    ],
  },
  {
    path: 'surveys',
    ...lazyScreen(() => import('./routes/surveys/surveys'), ['titles', 'surveys', 'errors']),
  },
];
