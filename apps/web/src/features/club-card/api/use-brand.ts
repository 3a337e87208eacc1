import { useQuery } from '@tanstack/react-query';
import { getPrivateConfig } from '@club/contract';
import { call } from '@/lib/api-client';
import { withConfigCache } from '@/lib/query-client';
import { configKeys } from '@/lib/query-keys';

/** The brand's name and domain (private config, cached for the life of the page) for the card's texts and links. */
export function useBrand() {
  const { data } = useQuery(
    withConfigCache({
      queryKey: configKeys.private(),
      queryFn: ({ signal }) => call(getPrivateConfig, { signal }),
    }),
  );
  return data?.brand;
}
