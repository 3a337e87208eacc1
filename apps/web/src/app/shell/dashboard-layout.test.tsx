import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@club/contract';
import { sessionStore } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';
import { installerUser, ownerUser } from '@/test/fixtures/user';

const COMPANY_UUID = '2c4f1e36-8d35-4f0e-b1f2-0a6c7e5d9b10';

/** Jan of the demo data, the PL company owner; `installer` makes him Piotr's role. */
function user(role: 'owner' | 'installer'): User {
  const jan = ownerUser({
    phone: '+48501234567',
    company: { ...ownerUser().company, uuid: COMPANY_UUID, accepts_leads: 1 },
    verified_email_at: '2025-03-04T09:00:00.000Z',
  });
  return role === 'owner' ? jan : { ...jan, role: installerUser().role };
}

function api(role: 'owner' | 'installer' = 'owner') {
  return stubApi({
    'GET /v1/installer/user/self': () => ({ status: 200, body: user(role) }),
    [`GET /v1/company/points/${COMPANY_UUID}`]: () => ({
      status: 200,
      body: {
        company_points: 205,
        projects: { in_prog: 2 },
        points: { to_expire: 160, earned_year: 2025, expires_on: '2026-12-31' },
      },
    }),
  });
}

const PRODUCT = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const VARIANT = '7b2a1d3f-4c5e-4f6a-9b0c-1d2e3f4a5b6c';
const CART = {
  version: 1,
  entries: { egit: { [VARIANT]: 1 } },
  products: { [PRODUCT]: { uuid: PRODUCT, name: 'Fuel voucher', type: 'egit', thumbnail: null } },
  variants: {
    [VARIANT]: { uuid: VARIANT, stock: 5, price: 50, sku: 'EG', title: '100 zł', product: PRODUCT },
  },
  uuids: [PRODUCT],
};
const CHECKOUT_DRAFT = {
  source: { kind: 'cart', type: 'egit' },
  deliveryType: 0,
  prefilled: true,
  idempotency: null,
  placed: null,
  customer: {
    name: 'Jan',
    surname: 'Nowak',
    email: 'jan.nowak@example.com',
    phone_region: 'PL',
    phone_number: '501234567',
  },
};

const header = () => within(screen.getByRole('banner'));
const mainNav = () => screen.queryByRole('navigation', { name: 'Main navigation' });

describe('dashboard shell (spec 01 §2)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 22, 9, 30) });
    sessionStore.set(SESSION);
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('greets the owner on home by the time of day and name, with the points button and the navigation', async () => {
    api('owner');
    await renderApp('/');
    expect(await screen.findByText('Good morning, Jan')).toBeInTheDocument();
    const points = await header().findByRole('link', { name: '205 points' });
    expect(points).toHaveAttribute('href', '/balance');
    expect(header().queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(mainNav() as HTMLElement).getAllByRole('link')).toHaveLength(5);
    // the page keeps its own heading under the header
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('greets an installer in the evening without a points button', async () => {
    vi.setSystemTime(new Date(2026, 10, 22, 19, 0));
    api('installer');
    await renderApp('/');
    expect(await screen.findByText('Good evening, Jan')).toBeInTheDocument();
    expect(header().queryByRole('link', { name: /points/ })).not.toBeInTheDocument();
  });

  it('gives the shop pages back, points and the cart count', async () => {
    api('installer');
    window.localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ version: 1, entries: { GGL: { a: 2, b: 1 } }, uuids: ['p'] }),
    );
    await renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await header().findByRole('link', { name: '205 points' })).toHaveAttribute('href', '/balance');
    expect(header().getByRole('link', { name: 'Cart, items: 3' })).toHaveAttribute('href', '/cart');
    expect(mainNav()).toBeInTheDocument();
  });

  it('shows the checkout stepper at the step of the address, without the navigation', async () => {
    api();
    // a checkout under way with its details complete: the summary shows instead of sending elsewhere
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(CART));
    localStorage.setItem(STORAGE_KEYS.checkout, JSON.stringify(CHECKOUT_DRAFT));
    await renderApp('/checkout/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    const stepper = within(screen.getByRole('navigation', { name: 'Checkout steps' }));
    const steps = stepper.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Details, completed', '2Summary', '3Thank you']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(header().queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(mainNav()).not.toBeInTheDocument();
  });

  it.each([
    ['/menu', 'Menu'],
    ['/cart', 'Cart'],
    ['/leads/42', 'Lead details'],
  ])('hides the navigation on %s', async (path, title) => {
    api();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(mainNav()).not.toBeInTheDocument();
  });

  it('keeps the navigation on the lead archive', async () => {
    api();
    await renderApp('/leads/42/archive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead archive' })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it('goes one level up from a deep link, where the history holds no page of the app', async () => {
    api();
    const { router } = await renderApp('/support/chat/new');
    await screen.findByRole('heading', { level: 1, name: 'New message' });
    const user = userEvent.setup();
    await user.click(header().getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/support/chat'));

    await user.click(header().getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back in history after moving inside the app', async () => {
    api();
    const { router } = await renderApp('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await router.navigate('/shop/3f1c2a8e-0000-4000-8000-000000000001');
    await screen.findByRole('heading', { level: 1, name: 'Product details' });
    // the browser router numbers its history entries; the memory router of the test does not
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.setup().click(header().getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    window.history.replaceState(null, '');
  });
  it('keeps the offline bar above the dashboard while the connection is gone', async () => {
    api();
    await renderApp('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(
      await screen.findByText(
        'You are offline. Your scans are saved on this phone and sent when the connection returns.',
      ),
    ).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    Reflect.deleteProperty(window.navigator, 'onLine');
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument());
  });
  it('hides the navigation while the on-screen keyboard is open', async () => {
    api();
    const viewport = Object.assign(new EventTarget(), { height: 844 });
    vi.stubGlobal('visualViewport', viewport);
    Object.defineProperty(window.screen, 'height', { configurable: true, value: 844 });
    await renderApp('/projects');
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 5000 });
    expect(mainNav()).toBeInTheDocument();

    viewport.height = 420;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(mainNav()).not.toBeInTheDocument();

    viewport.height = 844;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(mainNav()).toBeInTheDocument();
    Reflect.deleteProperty(window.screen, 'height');
  });
});
