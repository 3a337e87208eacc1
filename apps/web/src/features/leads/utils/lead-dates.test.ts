import { describe, expect, it } from 'vitest';
import { installationDateMin, isInstallationDateAllowed, isoDay } from './lead-dates';

describe('installation date (spec 02 §5: minimum today)', () => {
  it('takes today in the phone’s calendar, late in the evening too', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(installationDateMin(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('allows today and later days, refuses yesterday, blanks and impossible days', () => {
    const now = new Date(2026, 10, 27, 18, 0);
    expect(isInstallationDateAllowed('2026-11-27', now)).toBe(true);
    expect(isInstallationDateAllowed('2027-02-01', now)).toBe(true);
    expect(isInstallationDateAllowed('2026-11-26', now)).toBe(false);
    expect(isInstallationDateAllowed('', now)).toBe(false);
    expect(isInstallationDateAllowed('2026-02-30', now)).toBe(false);
    expect(isInstallationDateAllowed('27.11.2026', now)).toBe(false);
  });
});
