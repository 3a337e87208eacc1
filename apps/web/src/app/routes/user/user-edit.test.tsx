import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User } from '@club/contract';
import { installerUser, ownerUser } from '@/test/fixtures/user';
import { sessionStore } from '@/lib/session';
import { SESSION, stubApi, type Reply } from '@/test/fetch-stub';
import { renderApp, setUpI18n } from '@/test/render-app';

const SELF = 'GET /v1/installer/user/self';
const PATCH_SELF = 'PATCH /v1/installer/user/self';
const CONFIRM = 'POST /v1/installer/user/self/email/confirm';

async function openEdit(user: User, onPatch: (body: unknown) => Reply) {
  const api = stubApi({ [SELF]: () => ({ status: 200, body: user }), [PATCH_SELF]: onPatch });
  sessionStore.set(SESSION);
  const view = await renderApp('/user/edit');
  await screen.findByRole('textbox', { name: 'Name' });
  return { ...api, ...view };
}

describe('profile edit (spec 02 §2 User edit, §5)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  it('offers the e-mail to role id 3 only', async () => {
    await openEdit(ownerUser(), () => ({ status: 500 }));
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Nowak');
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('checks the fields with the contract rules before sending', async () => {
    const { bodiesOf } = await openEdit(installerUser(), () => ({ status: 500 }));
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Piotr2');
    await user.clear(screen.getByRole('textbox', { name: 'Surname' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only letters are allowed.')).toBeInTheDocument();
    expect(screen.getByText('Surname is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(PATCH_SELF)).toEqual([]);
  });

  it("shows the server's field errors on their fields", async () => {
    await openEdit(installerUser(), () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: [MESSAGES.emailTaken] } },
    }));
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'jan.nowak@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves and goes back to the profile, which shows the new name at once', async () => {
    const before = installerUser();
    const { bodiesOf, router } = await openEdit(before, (body) => ({
      status: 200,
      body: { ...before, ...(body as object) },
    }));
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Paweł');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Paweł Zieliński' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(screen.getByText('Installer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Certificates' })).toBeInTheDocument();
    // the unchanged address is not sent: it would drop a change waiting for its code
    expect(bodiesOf(PATCH_SELF)).toEqual([{ name: 'Paweł', surname: 'Zieliński' }]);
  });
});

describe('a new e-mail address, confirmed with the code sent to it', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    sessionStore.clear();
    vi.unstubAllGlobals();
  });

  const NEW = 'piotr.nowy@example.com';
  const before = installerUser();
  const waiting = { ...before, pending_email: NEW };
  const confirmed = { ...before, email: NEW, verified_email_at: '2026-11-25T10:00:00.000Z' };

  async function saveNewAddress(onConfirm: (body: unknown) => Reply) {
    const api = stubApi({
      [SELF]: () => ({ status: 200, body: before }),
      [PATCH_SELF]: () => ({ status: 200, body: waiting }),
      [CONFIRM]: onConfirm,
    });
    sessionStore.set(SESSION);
    const view = await renderApp('/user/edit');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'Piotr.Nowy@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    return { ...api, ...view, user, code };
  }

  it('asks for the code sent to the new address, and shows the new address once confirmed', async () => {
    const { user, code, router, bodiesOf } = await saveNewAddress(() => ({ status: 200, body: confirmed }));
    expect(bodiesOf(PATCH_SELF)).toEqual([{ name: 'Piotr', surname: 'Zieliński', email: NEW }]);
    expect(screen.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeInTheDocument();
    expect(screen.getByText(`We sent a code to ${NEW}. Enter it here to change your e-mail address.`));
    expect(screen.getByText(`Until then you sign in with ${before.email}.`)).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: /Send again in\s\d+\ss/ })).toBeDisabled();

    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code must be 5 digits.')).toBeInTheDocument();
    expect(bodiesOf(CONFIRM)).toEqual([]);

    await user.type(code, '5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NEW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(bodiesOf(CONFIRM)).toEqual([{ code: '12345' }]);
  });

  it('says so when the code is wrong, or no longer valid', async () => {
    let status = 406;
    const { user, code } = await saveNewAddress(() => ({
      status,
      body: { message: status === 406 ? MESSAGES.wrongCode : 'No e-mail change is waiting for a code.' },
    }));
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    status = 404;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This code is no longer valid. Send a new code.')).toBeInTheDocument();
  });
});
