import { useEffect } from 'react';
import { useIsOnline } from '@/lib/online-status';

/**
 * spec 02 §4: offline scans are checked and sent when the connection returns. Mounted once in the signed-in
 * shell, so it also runs when the app opens online with scans left from an earlier visit.
 */
export function useOfflineScansSync(): void {
  const isOnline = useIsOnline();
  useEffect(() => {
    if (!isOnline) return;
    // loaded on demand, so the shell's chunk stays small; a failure here (server down, odd answer) leaves
    // the scans for the next chance or the manual retry on /scan/offline
    import('./offline-sync').then((sync) => sync.syncOfflineScans()).catch(() => undefined);
  }, [isOnline]);
}
