import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { LOGIN_ANSWER, stubApi } from '@/test/fetch-stub';
import { setUpI18n } from '@/test/render-app';
import { CodeForm } from './code-form';

function renderCodeForm() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <CodeForm
          contact={{ email: 'owner@example.pl' }}
          answer={LOGIN_ANSWER}
          onVerified={vi.fn()}
          onWrongCode={vi.fn()}
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
    const { bodiesOf } = stubApi({ 'POST /v2/installer/login': () => ({ status: 200, body: LOGIN_ANSWER }) });
    renderCodeForm();

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
    expect(screen.getByRole('button', { name: 'Resend code (60 s)' })).toBeDisabled();
  });
});
