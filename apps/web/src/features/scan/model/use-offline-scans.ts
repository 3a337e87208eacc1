import { useQuery } from '@tanstack/react-query';
import { listQueuedScans } from './local-products';
import { OFFLINE_SCANS_QUERY_KEY } from './query-keys';

/** The scans saved offline (spec 02 §2 /scan/offline), read from the local products store. */
export function useOfflineScans() {
  return useQuery({
    queryKey: OFFLINE_SCANS_QUERY_KEY,
    queryFn: () => listQueuedScans(),
    networkMode: 'always',
    staleTime: 0,
  });
}
