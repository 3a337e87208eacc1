import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { LOGIN_ANSWER, stubApi } from '@/test/fetch-stub';
import { setUpI18n } from '@/test/render-app';
import type { SentCode } from '../utils/login-requests';
import { CodeForm } from './code-form';

const byEmail = (overrides: Partial<SentCode> = {}): SentCode => ({
  contact: { email: 'owner@example.pl' },
  shownAs: 'owner@example.pl',
  answer: LOGIN_ANSWER,
  resendAt: Date.now() + 60_000,
  isResumed: false,
  ...overrides,
});

function renderCodeForm(
  sent: SentCode,
  handlers: { onResent?: () => void; onChangeContact?: () => void } = {},
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <CodeForm
          sent={sent}
          onVerified={vi.fn()}
          onWrongCode={vi.fn()}
          onResent={handlers.onResent ?? vi.fn()}
          onChangeContact={handlers.onChangeContact ?? vi.fn()}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('code step (spec 01 §2 Login, §9)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('focuses the code field and locks resend for 60 s, counting down each second', async () => {
    vi.useFakeTimers();
    const next = { ...LOGIN_ANSWER, request_id: 'Rq2xAbCdEfGhIjKlMnOp-_' };
    const { bodiesOf } = stubApi({ 'POST /v2/installer/login': () => ({ status: 200, body: next }) });
    const onResent = vi.fn();
    renderCodeForm(byEmail(), { onResent });

    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend code (60 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code (59 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Resend code (1 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();

    await act(async () => {
      resend.click();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(bodiesOf('POST /v2/installer/login')).toEqual([{ email: 'owner@example.pl' }]);
    expect(screen.getByRole('status')).toHaveTextContent('A new code has been sent.');
    // the new code belongs to a new login request: the code step checks against that one from now on
    expect(onResent).toHaveBeenCalledWith(expect.objectContaining({ answer: next, isResumed: false }));
  });

  it('counts down from the time the server said is left', () => {
    vi.useFakeTimers();
    renderCodeForm(byEmail({ resendAt: Date.now() + 42_000, isResumed: true }));
    expect(screen.getByRole('button', { name: 'Resend code (42 s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Resend code (40 s)' })).toBeDisabled();
  });

  it('names the whole international number and offers to change it', () => {
    const onChangeContact = vi.fn();
    renderCodeForm(byEmail({ contact: { phone: '501234567', region_id: 10 }, shownAs: '+48 501 234 567' }), {
      onChangeContact,
    });
    expect(screen.getByText('Enter the 5-digit code we sent to +48 501 234 567.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Change number' }).click();
    expect(onChangeContact).toHaveBeenCalledTimes(1);
  });

  it('offers to change the e-mail address it was sent to', () => {
    renderCodeForm(byEmail());
    expect(screen.getByText('Enter the 5-digit code we sent to owner@example.pl.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toBeEnabled();
  });
});
