import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@club/contract';
import { groupLeads, isNegativeMove, LEAD_GROUPS, leadGroupOf, leadPath } from './lead-groups';

describe('lead groups (spec 01 §4)', () => {
  it('puts every status in exactly one group, each group holding some', () => {
    const byGroup = Object.fromEntries(LEAD_GROUPS.map((group) => [group, [] as string[]]));
    for (const status of LEAD_STATUSES) byGroup[leadGroupOf(status)]?.push(status);
    expect(byGroup).toEqual({
      open: ['new', 'interested', 'contacted', 'agreed'],
      closed: ['closed'],
      declined: ['not-interested', 'contact-unsuccessful', 'not-agreed', 'rejected', 'rejected-by-installer'],
      lost: ['time-out', 'lost', 'expired-interest', 'expired-contact', 'expired-agreement'],
    });
  });

  it('splits a page of leads by group, keeping the server’s order', () => {
    const leads = [
      { uuid: 'a', status: 'contacted' },
      { uuid: 'b', status: 'expired-contact' },
      { uuid: 'c', status: 'new' },
      { uuid: 'd', status: 'not-agreed' },
      { uuid: 'e', status: 'closed' },
    ];
    const groups = groupLeads(leads);
    expect(groups.open.map((lead) => lead.uuid)).toEqual(['a', 'c']);
    expect(groups.closed.map((lead) => lead.uuid)).toEqual(['e']);
    expect(groups.declined.map((lead) => lead.uuid)).toEqual(['d']);
    expect(groups.lost.map((lead) => lead.uuid)).toEqual(['b']);
  });

  it('sends open leads to their page and finished ones to the archive', () => {
    expect(leadPath({ uuid: 'x', status: 'agreed' })).toBe('/leads/x');
    expect(leadPath({ uuid: 'x', status: 'closed' })).toBe('/leads/x/archive');
    expect(leadPath({ uuid: 'x', status: 'rejected-by-installer' })).toBe('/leads/x/archive');
    expect(leadPath({ uuid: 'x', status: 'something-new' })).toBe('/leads/x/archive');
  });

  it('asks before the moves that end a lead, not before the happy path', () => {
    expect(
      ['not-interested', 'contact-unsuccessful', 'not-agreed', 'rejected-by-installer'].map(isNegativeMove),
    ).toEqual([true, true, true, true]);
    expect(['interested', 'contacted', 'agreed', 'closed'].map(isNegativeMove)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
