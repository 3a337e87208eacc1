import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { chooseCountry, fillPerson, LAZY, VALIDATE } from '@/test/registration-steps';
import { renderApp, setUpI18n } from '@/test/render-app';

const valid = () => ({ status: 200, body: { valid: true, errors: {} } });

describe('/register steps (spec 01 §2 Registration wizard, §5)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows step n of 6 and refuses digits in names and a number invalid for the region', async () => {
    const { fetchMock } = stubApi({ [VALIDATE]: valid });
    const user = userEvent.setup();
    await renderApp('/register');
    expect(await screen.findByText('Step 1 of 6', {}, LAZY)).toBeInTheDocument();
    await chooseCountry(user, 'CZ');
    expect(await screen.findByText('Step 2 of 6')).toBeInTheDocument();
    // the region's country code is fixed text read with the phone's label, not a box of its own
    expect(await screen.findByRole('textbox', { name: 'Phone number +420' }, LAZY)).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Country code' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Jan2');
    await user.type(screen.getByRole('textbox', { name: 'Phone number +420' }), '601234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Only letters are allowed.',
    );
    // a Czech mobile number passes; a short number does not
    expect(screen.getByRole('textbox', { name: 'Phone number +420' })).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByRole('textbox', { name: 'Phone number +420' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number +420' }), '512345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Phone number +420' })).toHaveAccessibleDescription(
      'Invalid phone number.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts the ten-nines test number and shows the validate call’s messages under the fields', async () => {
    stubApi({
      [VALIDATE]: () => ({
        status: 200,
        body: { valid: false, errors: { email: ['The email has already been taken.'] } },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/register');
    await chooseCountry(user, 'PL');
    await fillPerson(user, '999999999912');
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
    expect(screen.getByRole('textbox', { name: 'Phone number +48' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it('requires the CZ registration number, and both numbers in SK, with the region’s labels', async () => {
    stubApi({ [VALIDATE]: valid });
    const user = userEvent.setup();
    await renderApp('/register');
    await chooseCountry(user, 'CZ');
    await fillPerson(user, '601234567');
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }, LAZY), 'Střechy');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('textbox', { name: 'Registration number (IČO)' }),
    ).toHaveAccessibleDescription('Company ID (IČO) is required.');
    expect(screen.queryByRole('textbox', { name: /VAT/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await chooseCountry(user, 'SK');
    await user.click(await screen.findByRole('button', { name: 'Next' }, LAZY));
    await user.click(await screen.findByRole('button', { name: 'Next' }, LAZY));
    expect(await screen.findByRole('textbox', { name: 'VAT number (IČ DPH)' })).toHaveAccessibleDescription(
      'VAT number (IČ DPH) is required.',
    );
  });

  it('preselects no country for an English browser and asks; a Czech one gets Czechia', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    stubApi({ [VALIDATE]: valid });
    const user = userEvent.setup();
    const { unmount } = await renderApp('/register');
    const country = await screen.findByRole('combobox', { name: 'Country' }, LAZY);
    expect(country).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose your country', selected: true })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose a country.');
    await user.selectOptions(country, 'SK');
    expect(next).toBeEnabled();
    unmount();
    window.localStorage.clear();

    languages.mockReturnValue(['en-US', 'cs-CZ']);
    await renderApp('/register');
    expect(await screen.findByRole('combobox', { name: 'Country' }, LAZY)).toHaveValue('CZ');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
