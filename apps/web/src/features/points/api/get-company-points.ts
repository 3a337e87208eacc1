import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompanyPoints } from '@club/contract';
import { call } from '@/lib/api-client';

/** spec 01 §3 Company points summary: the points belong to the company, so every member reads them. */
export function companyPointsQueryOptions(companyUuid: string) {
  return queryOptions({
    queryKey: ['company-points', companyUuid],
    queryFn: ({ signal }) => call(getCompanyPoints, { params: { id: companyUuid }, signal }),
  });
}

/** Waits for the company's uuid (from the signed-in user) before it asks. */
export function useCompanyPoints(companyUuid: string | undefined) {
  return useQuery({ ...companyPointsQueryOptions(companyUuid ?? ''), enabled: Boolean(companyUuid) });
}
