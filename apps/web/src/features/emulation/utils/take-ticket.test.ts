import { afterEach, describe, expect, it } from 'vitest';
import { takeEmulationTicket } from './take-ticket';

const TICKET = 'q3Zr8p1sX0mK7vB2nY5cT9wE4aL6dH1fG3jU8iO0k2M';

describe('takeEmulationTicket (spec 01 §6, ARCHITECTURE §4)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the ticket out of the address bar and keeps the rest of the address', () => {
    window.history.replaceState({ key: 'kept' }, '', `/projects?tab=open&test-session=${TICKET}#list`);
    const entries = window.history.length;

    expect(takeEmulationTicket()).toBe(TICKET);
    expect(window.location.pathname).toBe('/projects');
    expect(window.location.search).toBe('?tab=open');
    expect(window.location.hash).toBe('#list');
    expect(window.location.href).not.toContain(TICKET);
    // replaced, not pushed: Back never returns to the address with the ticket
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ key: 'kept' });
  });

  it('leaves an address without a ticket alone', () => {
    window.history.replaceState(null, '', '/news?page=2');
    expect(takeEmulationTicket()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/news?page=2');
  });

  it('removes an empty parameter too, and answers an empty ticket (which the exchange refuses)', () => {
    window.history.replaceState(null, '', '/?test-session=');
    expect(takeEmulationTicket()).toBe('');
    expect(window.location.search).toBe('');
  });
});
