import { describe, expect, it } from 'vitest';
import { protectedRoutes } from '../protected-routes';
import { checkoutStepFor, headerKindFor, isBottomNavHidden, parentPath } from './route-chrome';

describe('header by route (spec 01 §2 Dashboard shell)', () => {
  it.each([
    ['/', 'home'],
    ['/shop', 'shop'],
    ['/shop/club-card', 'shop'],
    ['/shop/3f1c2a8e-0000-4000-8000-000000000001', 'shop'],
    ['/cart', 'shop'],
    ['/club-card', 'shop'],
    ['/club-card/transfer', 'shop'],
    ['/balance/', 'shop'],
    ['/checkout', 'checkout'],
    ['/checkout/details/address', 'checkout'],
    ['/checkout/thankyou', 'checkout'],
    ['/projects', 'back'],
    ['/menu', 'back'],
    ['/notifications', 'back'],
    ['/shopping', 'back'],
    ['/cartoon', 'back'],
  ])('%s gets the %s header', (path, kind) => {
    expect(headerKindFor(path)).toBe(kind);
  });

  it.each([
    ['/checkout', 0],
    ['/checkout/details', 0],
    ['/checkout/details/company', 0],
    ['/checkout/summary', 1],
    ['/checkout/thankyou', 2],
  ])('%s is checkout step %i', (path, step) => {
    expect(checkoutStepFor(path)).toBe(step);
  });
});

describe('bottom navigation hide rules (spec 01 §2)', () => {
  it.each([
    '/menu',
    '/more',
    '/cart',
    '/checkout',
    '/checkout/summary',
    '/checkout/details/person',
    '/leads/42',
    '/leads/42/',
  ])('hides it on %s', (path) => expect(isBottomNavHidden(path)).toBe(true));

  it.each([
    '/',
    '/projects',
    '/scan',
    '/notifications',
    '/leads',
    '/leads/42/archive',
    '/shop',
    '/menus',
    '/balance',
  ])('shows it on %s', (path) => expect(isBottomNavHidden(path)).toBe(false));
});

describe('one level up the route tree (the back button without history)', () => {
  it.each([
    ['/shop/3f1c2a8e-0000-4000-8000-000000000001', '/shop'],
    ['/shop', '/'],
    ['/projects/add', '/projects'],
    ['/support/chat/new', '/support/chat'],
    ['/support/chat', '/'],
    ['/leads/42/archive', '/leads/42'],
    ['/checkout/details/contact', '/checkout/details'],
    ['/club-card/verify', '/club-card'],
    ['/balance', '/'],
    ['/', '/'],
  ])('%s goes up to %s', (path, parent) => {
    expect(parentPath(path, protectedRoutes)).toBe(parent);
  });
});
