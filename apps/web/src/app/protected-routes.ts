import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/** spec 01 §2 Full route map, behind sign-in. Later work fills these screens in place. */
export const protectedRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyScreen(() => import('./routes/home/home'), ['titles', 'home', 'errors', 'surveys', 'content']),
  },
  {
    path: 'menu',
    lazy: lazyScreen(() => import('./routes/menu/menu'), ['titles', 'auth', 'account', 'errors']),
  },
  {
    path: 'more',
    lazy: lazyScreen(() => import('./routes/menu/menu'), ['titles', 'auth', 'account', 'errors']),
  },
  {
    path: 'projects',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/projects/projects-list')) },
      { path: 'add', lazy: lazyScreen(() => import('./routes/projects/project-add')) },
      { path: 'select', lazy: lazyScreen(() => import('./routes/projects/project-select')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/projects/project-detail')) },
      { path: ':uuid/edit', lazy: lazyScreen(() => import('./routes/projects/project-edit')) },
    ],
  },
  {
    path: 'scan',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/scan/scan')) },
      { path: 'review', lazy: lazyScreen(() => import('./routes/scan/scan-review')) },
      { path: 'generic', lazy: lazyScreen(() => import('./routes/scan/scan-generic')) },
      { path: 'manual', lazy: lazyScreen(() => import('./routes/scan/scan-manual')) },
      { path: 'offline', lazy: lazyScreen(() => import('./routes/scan/scan-offline')) },
    ],
  },
  { path: 'notifications', lazy: lazyScreen(() => import('./routes/notifications/notifications')) },
  {
    path: 'user',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/user/user-profile'), ['titles', 'account']) },
      {
        path: 'edit',
        lazy: lazyScreen(() => import('./routes/user/user-edit'), ['titles', 'account', 'errors']),
      },
    ],
  },
  {
    path: 'news',
    children: [
      {
        index: true,
        lazy: lazyScreen(() => import('./routes/news/news-list'), ['titles', 'content']),
      },
      {
        path: ':uuid',
        lazy: lazyScreen(() => import('./routes/news/news-article'), ['titles', 'content']),
      },
    ],
  },
  {
    path: 'resources',
    lazy: lazyScreen(() => import('./routes/resources/resources'), ['titles', 'content']),
  },
  {
    path: 'support/chat',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/support/chat-list')) },
      { path: 'new', lazy: lazyScreen(() => import('./routes/support/chat-new')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/support/chat-thread')) },
    ],
  },
  {
    path: 'shop',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/shop/shop')) },
      { path: 'club-card', lazy: lazyScreen(() => import('./routes/shop/shop-club-card')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/shop/shop-product')) },
    ],
  },
  { path: 'cart', lazy: lazyScreen(() => import('./routes/cart/cart')) },
  {
    path: 'checkout',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/checkout/checkout')) },
      { path: 'details', lazy: lazyScreen(() => import('./routes/checkout/checkout-details')) },
      { path: 'details/contact', lazy: lazyScreen(() => import('./routes/checkout/checkout-contact')) },
      { path: 'details/address', lazy: lazyScreen(() => import('./routes/checkout/checkout-address')) },
      { path: 'details/person', lazy: lazyScreen(() => import('./routes/checkout/checkout-person')) },
      { path: 'details/company', lazy: lazyScreen(() => import('./routes/checkout/checkout-company')) },
      { path: 'summary', lazy: lazyScreen(() => import('./routes/checkout/checkout-summary')) },
      { path: 'thankyou', lazy: lazyScreen(() => import('./routes/checkout/checkout-thank-you')) },
    ],
  },
  {
    path: 'orders',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/orders/orders-list')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/orders/order-detail')) },
    ],
  },
  {
    path: 'team',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/team/team-list')) },
      { path: 'add', lazy: lazyScreen(() => import('./routes/team/team-add')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/team/team-member')) },
    ],
  },
  {
    path: 'club-card',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/club-card/club-card')) },
      { path: 'verify', lazy: lazyScreen(() => import('./routes/club-card/club-card-verify')) },
      { path: 'transfer', lazy: lazyScreen(() => import('./routes/club-card/club-card-transfer')) },
    ],
  },
  { path: 'balance', lazy: lazyScreen(() => import('./routes/balance/balance')) },
  {
    path: 'verify-email',
    lazy: lazyScreen(() => import('./routes/verify-email/verify-email'), ['titles', 'account', 'errors']),
  },
  {
    path: 'leads',
    children: [
      { index: true, lazy: lazyScreen(() => import('./routes/leads/leads-list')) },
      { path: ':uuid', lazy: lazyScreen(() => import('./routes/leads/lead-detail')) },
      { path: ':uuid/archive', lazy: lazyScreen(() => import('./routes/leads/lead-archive')) },
    ],
  },
  {
    path: 'surveys',
    lazy: lazyScreen(() => import('./routes/surveys/surveys'), ['titles', 'surveys', 'errors']),
  },
];
