import { REGIONS } from '@club/contract';
import { useState } from 'react';
import type { ListControls, ListSort } from '@/components/data-table';

/** The query keys of the section: a change of a company refreshes everything under its key. */
export const companyKeys = {
  all: ['companies'] as const,
  search: (query: object) => ['companies', 'search', query] as const,
  detail: (uuid: string) => ['companies', 'detail', uuid] as const,
  ledger: (uuid: string, page: object) => ['companies', 'detail', uuid, 'ledger', page] as const,
  projects: (uuid: string, page: object) => ['companies', 'detail', uuid, 'projects', page] as const,
};

/** The country regions a company can belong to (every region but "All"), by id. */
export const COUNTRY_REGIONS = REGIONS.filter((region) => region.code !== 'ALL');

/** A region's name in the operator's language (the browser knows the countries). */
export function regionName(regionId: number, locale: string): string {
  const code = REGIONS.find((region) => region.id === regionId)?.code;
  if (!code) return String(regionId);
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Page and size of a list inside a screen that already has its own address (a company's ledger and
 * projects): kept in the component, so that the lists of one screen do not share the address's `page`.
 */
export function useLocalList(limit = 20): ListControls & { query: { page: number; limit: number } } {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(limit);
  return {
    page,
    limit: size,
    sort: null,
    setPage,
    setLimit(next: number) {
      setSize(next);
      setPage(1);
    },
    setSort(_sort: ListSort | null) {
      // these lists have one order, the newest first
    },
    query: { page, limit: size },
  };
}
