import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { sessionStore } from '@/lib/session';
import { LOGIN_ANSWER, SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const LAZY = { timeout: 5000 };
const LOGIN = 'POST /v2/installer/login';
const VERIFY = 'POST /v2/installer/login/verify';

function api(
  login: Reply = { status: 200, body: LOGIN_ANSWER },
  verify: Reply = { status: 200, body: SESSION },
) {
  return stubApi({ [LOGIN]: () => login, [VERIFY]: () => verify });
}

async function sendPhone(user: ReturnType<typeof userEvent.setup>, number: string, country = 'PL') {
  await user.click(await screen.findByRole('button', { name: 'Phone' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }, LAZY), country);
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), number);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('/login (spec 01 §2 Login)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('refuses a number that is not valid for the country, with the message linked to the field', async () => {
    const { fetchMock } = api();
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '12345');
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(await screen.findByText('Invalid phone number.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Invalid phone number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the national number and region id, then asks for the code', async () => {
    const { bodiesOf } = api();
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '0911 234 567', 'HR');
    const code = await screen.findByRole('textbox', { name: 'Code' }, LAZY);
    expect(bodiesOf(LOGIN)).toEqual([{ phone: '911234567', region_id: 4 }]);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it('signs in by e-mail, stores the session, clears the draft and opens the wanted page', async () => {
    const { bodiesOf } = api();
    window.localStorage.setItem(STORAGE_KEYS.registrationDraft, '{"step":2}');
    const user = userEvent.setup();
    const { router } = await renderApp('/projects');
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }, LAZY), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Owner@Example.pl');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }, LAZY), '01234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    expect(bodiesOf(LOGIN)).toEqual([{ email: 'owner@example.pl' }]);
    expect(bodiesOf(VERIFY)).toEqual([{ code: '01234', requestId: LOGIN_ANSWER.request_id }]);
    expect(sessionStore.get()).toEqual(SESSION);
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationDraft)).toBeNull();
  });

  it.each<[string, Reply, string]>([
    ['404', { status: 404, body: { message: 'User not found.', code: 'not_found' } }, 'User not found.'],
    [
      '429',
      {
        status: 429,
        body: { message: 'Too many requests', code: 'rate_limited' },
        headers: { 'Retry-After': '90' },
      },
      'Too many attempts. You can try again in 1:30.',
    ],
    [
      '500',
      { status: 500, body: { message: 'boom', code: 'internal_error' } },
      'Something went wrong. Please try again.',
    ],
  ])('shows the login %s answer', async (_status, reply, message) => {
    api(reply);
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });

  it('returns to the contact step with the wrong-code message on 406', async () => {
    api(undefined, { status: 406, body: { message: 'The code is wrong or has expired.' } });
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }, LAZY), '11111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Phone number' }, LAZY)).toHaveValue('601234567');
    expect(sessionStore.get()).toBeNull();
  });

  it('shows the generic message for other verify errors and stays on the code step', async () => {
    api(undefined, { status: 500, body: { message: 'boom' } });
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }, LAZY), '11111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeInTheDocument();
  });

  it('shows the whole international number on the code step, with the way back to change it', async () => {
    api();
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601 234 567');
    await screen.findByRole('textbox', { name: 'Code' }, LAZY);
    expect(screen.getByText('Enter the 5-digit code we sent to +48 601 234 567.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByRole('textbox', { name: 'Phone number' }, LAZY)).toHaveValue('601234567');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('PL');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('within the resend lock, "Send code" goes back to the code already sent, counting down, and it works', async () => {
    let logins = 0;
    const { bodiesOf } = stubApi({
      [LOGIN]: () =>
        (logins += 1) === 1
          ? { status: 200, body: LOGIN_ANSWER }
          : {
              status: 429,
              body: { message: 'A code was sent a moment ago.', code: 'code_already_sent' },
              headers: { 'Retry-After': '50' },
            },
      [VERIFY]: (body) =>
        (body as { code: string }).code === '12345'
          ? { status: 200, body: SESSION }
          : { status: 406, body: { message: 'The code is wrong or has expired.', code: 'wrong_code' } },
    });
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }, LAZY), '11111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // spec 01 §8: a wrong code returns to the contact step
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    await user.click(await screen.findByRole('button', { name: 'Send code' }, LAZY));

    const code = await screen.findByRole('textbox', { name: 'Code' }, LAZY);
    expect(screen.getByRole('button', { name: 'Resend code (50 s)' })).toBeDisabled();
    expect(
      await screen.findByRole('button', { name: 'Resend code (49 s)' }, { timeout: 2500 }),
    ).toBeDisabled();
    expect(screen.queryByText('A new code has been sent.')).not.toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sessionStore.get()).toEqual(SESSION));
    expect(bodiesOf(VERIFY)).toEqual([
      { code: '11111', requestId: LOGIN_ANSWER.request_id },
      { code: '12345', requestId: LOGIN_ANSWER.request_id },
    ]);
    expect(window.sessionStorage.getItem('loginRequests')).toBeNull();
  }, 15_000);

  it('a tab that did not ask for the code sees the wait count down on the contact step', async () => {
    api({
      status: 429,
      body: { message: 'A code was sent a moment ago.', code: 'code_already_sent' },
      headers: { 'Retry-After': '3' },
    });
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A code was sent to this number or address a moment ago. You can ask for a new one in 0:03.',
    );
    expect(await screen.findByText(/in 0:02\./, undefined, { timeout: 2500 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  }, 15_000);

  it('counts the daily cap down in hours, and offers e-mail when SMS codes are unavailable', async () => {
    let answer: Reply = {
      status: 429,
      body: { message: 'Too many codes.', code: 'code_limit_reached' },
      headers: { 'Retry-After': '7384' },
    };
    stubApi({ [LOGIN]: () => answer, [VERIFY]: () => ({ status: 200, body: SESSION }) });
    const user = userEvent.setup();
    await renderApp('/login');
    await sendPhone(user, '601234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes have been asked for. You can ask for a new one in 2:03:04.',
    );
    answer = {
      status: 429,
      body: { message: 'No SMS.', code: 'sms_unavailable' },
      headers: { 'Retry-After': '40000' },
    };
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/Codes by text message are not available right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with e-mail' }));
    expect(await screen.findByRole('textbox', { name: 'E-mail' }, LAZY)).toBeInTheDocument();
  });
});
