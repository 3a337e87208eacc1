import { useQuery } from '@tanstack/react-query';
import { listQueuedScans } from './local-products';
import { scanKeys } from '@/lib/query-keys';

/** The scans saved offline (spec 02 §2 /scan/offline), read from the local products store. */
export function useOfflineScans() {
  return useQuery({
    queryKey: scanKeys.offline,
    queryFn: () => listQueuedScans(),
    networkMode: 'always',
    staleTime: 0,
  });
}
