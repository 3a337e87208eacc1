import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { regionByCode, type User } from '@club/contract';
import { ownerUser } from '@/test/fixtures/user';
import { currentScan, newScan } from '@/features/scan/model/current-scan';
import { activeProject } from '@/features/projects/model/active-project';
import { project } from '@/features/projects/test/project-fixtures';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const CONFIRM = 'GET /v1/scans/confirmation';
const CATALOGUE = {
  types: ['GGL', 'GPL'],
  variants: ['2070', '3070'],
  sizes: { square: ['MK04'], rectangular: ['CK02'] },
  requires_tag_photo: [],
};
const CONFIG = {
  lead_management: { lost_reasons: [] },
  products: CATALOGUE,
  surveys: { collector_url: 'https://collect.example.com/s/' },
  brand: { name: 'Skylight', domain: 'skylight.example' },
};
const PROJECT = project({ days_left: 60 });

function api(user: User, extra: Record<string, (body: unknown) => Reply> = {}) {
  return stubApi({
    [SELF]: () => ({ status: 200, body: user }),
    'GET /v1/config': () => ({ status: 200, body: CONFIG }),
    ...extra,
  });
}

describe('the scan flow (spec 02 §2, §4, §5)', () => {
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => sessionStore.set(SESSION));
  afterEach(() => {
    sessionStore.clear();
    currentScan.clear();
    activeProject.clear();
    vi.unstubAllGlobals();
  });

  it('maps look-alikes in the manual serial and refuses other characters with their message', async () => {
    api(ownerUser());
    const user = userEvent.setup();
    const { router } = await renderApp('/scan/manual');
    const part1 = await screen.findByRole('textbox', { name: 'Serial number, part 1' });
    await user.type(part1, '12-34#678');
    await user.type(screen.getByRole('textbox', { name: 'Part 2' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Only letters A–Z and digits 0–9 are allowed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scan/manual');

    await user.clear(part1);
    await user.type(part1, 'i234567o');
    await user.clear(screen.getByRole('textbox', { name: 'Part 2' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This part of the serial number is required.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Part 2' }), 'abco');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/scan/review'));
    expect(currentScan.get()).toMatchObject({ code: '12345670ABC0', manual: true, isGeneric: false });
  });

  it('lets a generic-tag region leave part 2 empty and sends the flow to the photo', async () => {
    api(ownerUser({ region: regionByCode('UA')!.id }));
    const user = userEvent.setup();
    const { router } = await renderApp('/scan/manual');
    await user.type(await screen.findByRole('textbox', { name: 'Serial number, part 1' }), '24681357');
    expect(screen.getByRole('textbox', { name: 'Part 2 (if the label has it)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/scan/generic'));
    expect(currentScan.get()).toMatchObject({ code: '24681357', isGeneric: true });
  });

  it('opens the manual details on a partial answer and checks each against the catalogue', async () => {
    currentScan.set(newScan({ code: '12345678ABCD', manual: true }));
    const { fetchMock } = api(ownerUser(), {
      [CONFIRM]: () => ({ status: 200, body: { status: 'partial' } }),
    });
    const user = userEvent.setup();
    await renderApp('/scan/review');
    const type = await screen.findByRole('combobox', { name: 'Type' }, { timeout: 3000 });
    await user.type(type, 'xyz');
    await user.type(screen.getByRole('combobox', { name: 'Size' }), 'zz99');
    await user.click(screen.getByRole('button', { name: 'Check product' }));
    expect(await screen.findByText('This type is not in the product catalogue.')).toBeInTheDocument();
    expect(screen.getByText('This size is not in the product catalogue.')).toBeInTheDocument();
    expect(screen.getByText('Enter the variant.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to a project' })).not.toBeInTheDocument();

    fetchMock.mockClear();
    await user.clear(type);
    await user.type(type, 'ggl');
    await user.clear(screen.getByRole('combobox', { name: 'Size' }));
    await user.type(screen.getByRole('combobox', { name: 'Size' }), 'mk04');
    await user.type(screen.getByRole('combobox', { name: 'Variant' }), '2070');
    await user.click(screen.getByRole('button', { name: 'Check product' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const asked = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      code: '12345678ABCD',
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
    });
  });

  it('says a code that is no product is not valid, and one registered already is scanned already', async () => {
    currentScan.set(newScan({ code: '99999999ZZZZ', manual: true }));
    api(ownerUser(), {
      [CONFIRM]: () => ({ status: 404, body: { code: 'code_not_found', message: 'Code not found.' } }),
    });
    const first = await renderApp('/scan/review');
    expect(await screen.findByText('This is not a valid product.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to a project' })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    currentScan.set(newScan({ code: '12345678ABCD', manual: true }));
    api(ownerUser(), {
      [CONFIRM]: () => ({
        status: 406,
        body: { code: 'already_scanned', message: 'This product has been scanned already.' },
      }),
    });
    await renderApp('/scan/review');
    expect(await screen.findByText('This product has been scanned already.')).toBeInTheDocument();
  });

  it('warns of a product the chosen project holds already and disables saving', async () => {
    currentScan.set({
      ...newScan({ code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070', manual: false }),
      isValid: true,
    });
    api(ownerUser(), {
      'GET /v1/projects': () => ({
        status: 200,
        body: { data: [PROJECT], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } },
      }),
      [`GET /v1/projects/${PROJECT.uuid}`]: () => ({ status: 200, body: PROJECT }),
    });
    await renderApp('/projects/select');
    expect(await screen.findByRole('radio', { name: 'ul. Długa 5, 30-001 Kraków' })).toBeChecked();
    expect(await screen.findByText('This product is already in the project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to project' })).toBeDisabled();
  });

  it('asks before "Scan another product" drops a valid scan: stay keeps it, discard clears it', async () => {
    currentScan.set(newScan({ code: '12345678ABCD', manual: true }));
    api(ownerUser(), {
      [CONFIRM]: () => ({
        status: 200,
        body: {
          status: 'valid',
          code: '12345678ABCD',
          type: 'GGL',
          size: 'MK04',
          variant: '2070',
          requires_tag_photo: false,
          points: 10,
          catalogue_points: 10,
          tier_bonus: 0,
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = await renderApp('/scan/review');
    await screen.findByRole('button', { name: 'Add to a project' });
    await user.click(screen.getByRole('button', { name: 'Scan another product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this product?' });
    expect(dialog).toHaveTextContent('12345678ABCD');
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scan/review');
    expect(currentScan.get()?.code).toBe('12345678ABCD');

    await user.click(screen.getByRole('button', { name: 'Scan another product' }));
    await user.click(await screen.findByRole('button', { name: 'Discard and scan another' }));
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/scan/review'));
    expect(currentScan.get()).toBeNull();
  });

  it('says why saving is disabled while no project is chosen', async () => {
    currentScan.set({
      ...newScan({ code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070', manual: false }),
      isValid: true,
    });
    api(ownerUser(), {
      'GET /v1/projects': () => ({
        status: 200,
        body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 } },
      }),
    });
    await renderApp('/projects/select');
    expect(await screen.findByText('There is no open project. Create one first.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save to project' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Choose a project');
  });

  it('blocks adding an invalid scan with a notice', async () => {
    currentScan.set({
      ...newScan({ code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070', manual: true }),
      isValid: false,
    });
    api(ownerUser(), {
      'GET /v1/projects': () => ({
        status: 200,
        body: { data: [PROJECT], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } },
      }),
    });
    await renderApp('/projects/select');
    expect(await screen.findByText('This scan is not valid and cannot be added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to project' })).toBeDisabled();
  });

  it('asks for the photo each path needs: a label without a unique tag, or the tag of a checked series', async () => {
    // spec 02 §5, §9: a serial without part 2 (generic-tag regions) has no unique tag at all
    currentScan.set(newScan({ code: '24681357', manual: true, isGeneric: true }));
    api(ownerUser({ region: regionByCode('UA')!.id }));
    const { unmount } = await renderApp('/scan/generic');
    expect(await screen.findByText(/Product 24681357 has no unique tag/)).toBeInTheDocument();
    expect(screen.getByText('Take a photo of the label')).toBeInTheDocument();
    unmount();

    // a full serial of a series on the requires_tag_photo list has its tag: the photo proves that tag
    currentScan.set({
      ...newScan({ code: 'PL24123456AB', type: 'GGL', size: 'MK04', variant: '2070', manual: false }),
      confirmed: true,
      isValid: true,
      requiresTagPhoto: true,
    });
    api(ownerUser());
    await renderApp('/scan/generic');
    expect(
      await screen.findByText(/photo of the tag with the serial number PL24123456AB/),
    ).toBeInTheDocument();
    expect(screen.getByText('Take a photo of the tag')).toBeInTheDocument();
    expect(screen.queryByText(/no unique tag/)).not.toBeInTheDocument();
  });

  it('shows the points the project will show, and what the tier bonus adds (#12)', async () => {
    currentScan.set(
      newScan({ code: '12345678ABCD', type: 'GGL', size: 'MK04', variant: '2070', manual: false }),
    );
    api(ownerUser(), {
      [CONFIRM]: () => ({
        status: 200,
        body: {
          status: 'valid',
          code: '12345678ABCD',
          type: 'GGL',
          size: 'MK04',
          variant: '2070',
          requires_tag_photo: false,
          points: 18,
          catalogue_points: 10,
          tier_bonus: 8,
        },
      }),
    });
    await renderApp('/scan/review');
    const summary = await screen.findByRole('region', { name: 'Scanned product' });
    expect(await within(summary).findByText('18 points')).toBeInTheDocument();
    expect(within(summary).getByText('Product: 10 + tier bonus: 8')).toBeInTheDocument();
  });
});
