import { describe, expect, it } from 'vitest';
import { mergeUserOptions, parseUserOptions } from './user-options';

describe('parseUserOptions', () => {
  it('reads the known flags and the last-seen date', () => {
    expect(
      parseUserOptions(
        '{"hasAgreedToTerms":true,"consentSeen":false,"firstTime":false,"expPtsSeen":"2025-10-02"}',
      ),
    ).toEqual({ hasAgreedToTerms: true, consentSeen: false, firstTime: false, expPtsSeen: '2025-10-02' });
  });

  it('drops unknown keys and values of the wrong type, keeping the rest', () => {
    expect(parseUserOptions('{"consentSeen":"yes","firstTime":true,"other":1}')).toEqual({ firstTime: true });
  });

  it('gives no options for empty, malformed or non-object JSON', () => {
    expect(parseUserOptions(null)).toEqual({});
    expect(parseUserOptions('')).toEqual({});
    expect(parseUserOptions('{oops')).toEqual({});
    expect(parseUserOptions('[true]')).toEqual({});
    expect(parseUserOptions('null')).toEqual({});
  });
});

describe('mergeUserOptions', () => {
  it('keeps stored flags and overrides the changed one', () => {
    expect(
      JSON.parse(mergeUserOptions('{"firstTime":false}', { expPtsSeen: '2025-10-02T08:00:00.000Z' })),
    ).toEqual({
      firstTime: false,
      expPtsSeen: '2025-10-02T08:00:00.000Z',
    });
  });
});
