/** The scans saved offline, as the /scan/offline list and the sync share them. */
export const OFFLINE_SCANS_QUERY_KEY = ['offline-scans'] as const;
