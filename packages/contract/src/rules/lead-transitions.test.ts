import { describe, expect, it } from 'vitest';
import { LEAD_BAD_PATH, LEAD_HAPPY_PATH } from '../constants/leads';
import { canInstallerMoveLead } from './lead-transitions';

describe('canInstallerMoveLead', () => {
  it('allows every step of the happy path, and agreed → closed', () => {
    for (let i = 1; i < LEAD_HAPPY_PATH.length; i += 1) {
      expect(canInstallerMoveLead(LEAD_HAPPY_PATH[i - 1] ?? '', LEAD_HAPPY_PATH[i] ?? '')).toBe(true);
    }
    expect(canInstallerMoveLead('agreed', 'closed')).toBe(true);
  });

  it('allows every bad-path step and rejection from any open status', () => {
    for (const [from, to] of Object.entries(LEAD_BAD_PATH)) expect(canInstallerMoveLead(from, to)).toBe(true);
    for (const from of LEAD_HAPPY_PATH)
      expect(canInstallerMoveLead(from, 'rejected-by-installer')).toBe(true);
  });

  it('refuses skips, moves back and moves out of final statuses', () => {
    expect(canInstallerMoveLead('new', 'agreed')).toBe(false);
    expect(canInstallerMoveLead('contacted', 'interested')).toBe(false);
    expect(canInstallerMoveLead('closed', 'rejected-by-installer')).toBe(false);
    expect(canInstallerMoveLead('new', 'lost')).toBe(false);
    expect(canInstallerMoveLead('toString', 'new')).toBe(false);
  });
});
