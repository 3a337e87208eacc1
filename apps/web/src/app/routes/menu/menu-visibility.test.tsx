import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@club/contract';
import { installerUser, ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { DEFAULT_SETTINGS, settingsStore } from '@/lib/settings';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SESSION, stubApi } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const OWNER_TILES = ['Shop', 'Orders', 'Team'];

async function openMenu(user: User, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [SELF]: () => ({ status: 200, body: user }), ...extra });
  sessionStore.set(SESSION);
  await renderApp('/menu');
  await screen.findByRole('link', { name: /Open your profile/ });
  return api;
}

const sections = () => within(screen.getByRole('navigation', { name: 'Sections' }));
const tileNames = () =>
  sections()
    .getAllByRole('link')
    .map((link) => link.textContent);

/** Jan, of a company that takes leads, who has not given the marketing consents yet. */
const leadsOwner = () =>
  ownerUser({ company: { ...ownerUser().company, accepts_leads: 1 }, email_consent: 0, phone_consent: 0 });

describe('menu (spec 02 §2 Menu, §6)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    settingsStore.set({ ...DEFAULT_SETTINGS });
    vi.unstubAllGlobals();
  });

  it('gives an installer news and resources, settings and support, but no owner entries', async () => {
    await openMenu(installerUser());
    expect(tileNames()).toEqual(['News', 'Resources']);
    expect(screen.queryByRole('button', { name: 'Marketing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('switch', { name: 'Available for new leads' })).not.toBeInTheDocument();
    expect(screen.getByText('Version 3.5.7')).toBeInTheDocument();
  });

  it('gives an owner the shop, orders and team, and leads only when the company accepts them', async () => {
    await openMenu(ownerUser({ company: { ...ownerUser().company, accepts_leads: 0 } }));
    expect(tileNames()).toEqual(['News', 'Resources', ...OWNER_TILES]);
    expect(screen.getByRole('button', { name: 'Marketing' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.queryByRole('switch', { name: 'Available for new leads' })).not.toBeInTheDocument();
  });

  it('opens a group as a disclosure and shows the region documents to an owner', async () => {
    await openMenu(leadsOwner());
    expect(tileNames()).toEqual(['News', 'Resources', 'Shop', 'Customer leads', 'Orders', 'Team']);
    const documents = screen.getByRole('button', { name: 'Documents' });
    expect(documents).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Privacy policy/ })).not.toBeInTheDocument();
    await userEvent.setup().click(documents);
    expect(documents).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute(
      'href',
      'https://skylight.example/pl/installer-club/terms',
    );
  });

  it("switches the owner's lead availability with PATCH company", async () => {
    const owner = leadsOwner();
    const { bodiesOf } = await openMenu(owner, {
      [`PATCH /v1/company/${owner.company.uuid}`]: () => ({ status: 200, body: {} }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const availability = screen.getByRole('switch', { name: 'Available for new leads' });
    expect(availability).toBeChecked();
    await user.click(availability);
    await vi.waitFor(() =>
      expect(bodiesOf(`PATCH /v1/company/${owner.company.uuid}`)).toEqual([{ availability: 0 }]),
    );
  });

  it("saves the owner's marketing consents with PATCH self", async () => {
    const owner = leadsOwner();
    const { bodiesOf } = await openMenu(owner, {
      'PATCH /v1/installer/user/self': (body) => ({ status: 200, body: { ...owner, ...(body as object) } }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Marketing' }));
    await user.click(screen.getByRole('switch', { name: 'Offers by e-mail' }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Offers by e-mail' })).toBeChecked());
    expect(bodiesOf('PATCH /v1/installer/user/self')).toEqual([{ email_consent: 1 }]);
  });

  it('keeps the scan mode in the local settings', async () => {
    await openMenu(installerUser());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const camera = screen.getByRole('switch', { name: 'Scan with the camera' });
    expect(camera).toBeChecked();
    await user.click(camera);
    expect(camera).not.toBeChecked();
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.settings) ?? '{}') as {
      addProductLink?: string;
    };
    expect(stored.addProductLink).toBe('/scan/manual');
  });
});
