import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-stub';
import { chooseCountry, fillCompany, fillPerson, LAZY } from '@/test/registration-steps';
import { renderApp, setUpI18n } from '@/test/render-app';

const LONG = { timeout: 30_000 };
const GDANSK = {
  label: 'Długa 5, 80-831 Gdańsk',
  street_name: 'Długa',
  house_number: '5',
  postal_code: '80-831',
  city: 'Gdańsk',
};

/** fetch at the network edge: address searches wait until `answer` is called, the rest answer at once. */
function stubNetwork() {
  const searches: { url: URL; signal: AbortSignal | null | undefined; answer: (body: unknown) => void }[] =
    [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/address/search') {
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        searches.push({ url, signal: init?.signal, answer: (body) => resolve(json({ status: 200, body })) });
      });
    }
    if (url.pathname === '/api/v2/company/validate') {
      return Promise.resolve(json({ status: 200, body: { valid: true, errors: {} } }));
    }
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return searches;
}

async function reachAddressStep() {
  const searches = stubNetwork();
  const user = userEvent.setup();
  await renderApp('/register?invite=abc123');
  await chooseCountry(user, 'PL');
  await fillPerson(user);
  await fillCompany(user);
  const address = await screen.findByRole('textbox', { name: 'Address' }, LAZY);
  return { searches, user, address };
}

describe('/register address suggestions (spec 01 §5 Step 3)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it(
    'asks the server for the chosen country and fills the address from a chosen suggestion',
    LONG,
    async () => {
      const { searches, user, address } = await reachAddressStep();
      await user.type(address, 'Długa 5');
      await waitFor(() => expect(searches).toHaveLength(1), LAZY);
      expect(searches[0]?.url.searchParams.get('q')).toBe('Długa 5');
      expect(searches[0]?.url.searchParams.get('country')).toBe('PL');
      searches[0]?.answer([GDANSK]);

      const list = await screen.findByRole('list', { name: 'Address suggestions' }, LAZY);
      expect(within(list).getByRole('button', { name: 'Use “Długa 5”' })).toBeTruthy();
      await user.click(within(list).getByRole('button', { name: 'Długa 5, 80-831 Gdańsk' }));

      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Address' }).value).toBe('Długa');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'House number' }).value).toBe('5');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Postal code' }).value).toBe('80-831');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City' }).value).toBe('Gdańsk');
      expect(screen.queryByRole('list', { name: 'Address suggestions' })).toBeNull();
    },
  );

  it('cancels a search that a newer query supersedes, and ignores its answer', LONG, async () => {
    const { searches, user, address } = await reachAddressStep();
    await user.type(address, 'Długa');
    await waitFor(() => expect(searches).toHaveLength(1), LAZY);
    await user.type(address, ' 5');
    expect(searches[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(searches).toHaveLength(2), LAZY);
    searches[1]?.answer([GDANSK]);
    const list = await screen.findByRole('list', { name: 'Address suggestions' }, LAZY);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Use “Długa 5”', 'Długa 5, 80-831 Gdańsk']);
  });

  it('offers the typed entry when the search fails', LONG, async () => {
    const { searches, user, address } = await reachAddressStep();
    vi.stubGlobal('fetch', () => Promise.resolve(json({ status: 429, body: { message: 'Too many' } })));
    await user.type(address, 'Długa 5');
    const list = await screen.findByRole('list', { name: 'Address suggestions' }, LAZY);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Use “Długa 5”']);
    expect(searches).toHaveLength(0);
  });
});
