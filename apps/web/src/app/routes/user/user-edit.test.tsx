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

async function openEdit(user: User, onPatch: (body: unknown) => Reply) {
  const api = stubApi({ [SELF]: () => ({ status: 200, body: user }), [PATCH_SELF]: onPatch });
  sessionStore.set(SESSION);
  const view = renderApp('/user/edit');
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
    expect(bodiesOf(PATCH_SELF)).toEqual([
      { name: 'Paweł', surname: 'Zieliński', email: 'piotr.zielinski@example.com' },
    ]);
  });
});
