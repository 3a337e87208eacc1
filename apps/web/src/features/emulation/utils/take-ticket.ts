import { EMULATION_QUERY_PARAM } from '@club/contract';

/**
 * spec 01 §2, ARCHITECTURE §4: takes the emulation ticket out of the address bar. It runs first thing at
 * start, before the router and before any request, so that the ticket never reaches the history, a
 * bookmark, a referrer or a log. The rest of the address (path, other parameters, hash) is kept.
 */
export function takeEmulationTicket(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const url = new URL(location.href);
  if (!url.searchParams.has(EMULATION_QUERY_PARAM)) return null;
  const ticket = url.searchParams.get(EMULATION_QUERY_PARAM) ?? '';
  url.searchParams.delete(EMULATION_QUERY_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return ticket;
}
