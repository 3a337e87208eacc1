import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_ANSWER } from '@/test/fetch-stub';
import { forgetSentCodes, recallSentCode, rememberSentCode, type SentCode } from './login-requests';

const sent = (contact: SentCode['contact'], shownAs: string): SentCode => ({
  contact,
  shownAs,
  answer: LOGIN_ANSWER,
  resendAt: 0,
  isResumed: false,
});

describe('login requests of this tab (docs/decisions/015-sign-in-requests.md)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('recalls the request per contact, while its code can still be valid (10 minutes)', () => {
    const at = Date.parse('2026-03-01T10:00:00Z');
    rememberSentCode(sent({ phone: '501234567', region_id: 10 }, '+48 501 234 567'), at);
    expect(recallSentCode({ phone: '501234567', region_id: 10 }, at + 9 * 60_000)).toEqual({
      shownAs: '+48 501 234 567',
      answer: LOGIN_ANSWER,
    });
    expect(recallSentCode({ phone: '501234567', region_id: 5 }, at)).toBeNull();
    expect(recallSentCode({ email: 'jan@example.pl' }, at)).toBeNull();
    expect(recallSentCode({ phone: '501234567', region_id: 10 }, at + 10 * 60_000)).toBeNull();
  });

  it('matches an e-mail whatever its case, and forgets everything after a sign-in', () => {
    rememberSentCode(sent({ email: 'jan@example.pl' }, 'jan@example.pl'));
    expect(recallSentCode({ email: 'Jan@Example.pl ' })?.answer).toEqual(LOGIN_ANSWER);
    forgetSentCodes();
    expect(recallSentCode({ email: 'jan@example.pl' })).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('loginRequests', '{not json');
    expect(recallSentCode({ email: 'jan@example.pl' })).toBeNull();
    window.sessionStorage.setItem(
      'loginRequests',
      JSON.stringify({ 'jan@example.pl': { sentAt: Date.now() } }),
    );
    expect(recallSentCode({ email: 'jan@example.pl' })).toBeNull();
  });
});
