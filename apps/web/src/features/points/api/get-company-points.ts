import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompanyPoints } from '@club/contract';
import { call } from '@/lib/api-client';
import { pointsKeys } from '@/lib/query-keys';

/** spec 01 §3 Company points summary: the points belong to the company, so every member reads them. */
export function companyPointsQueryOptions(companyUuid: string) {
  return queryOptions({
    queryKey: pointsKeys.company(companyUuid),
    queryFn: ({ signal }) => call(getCompanyPoints, { params: { id: companyUuid }, signal }),
  });
}

/** Waits for the company's uuid (from the signed-in user) before it asks. */
export function useCompanyPoints(companyUuid: string | undefined) {
  return useQuery({ ...companyPointsQueryOptions(companyUuid ?? ''), enabled: Boolean(companyUuid) });
}
