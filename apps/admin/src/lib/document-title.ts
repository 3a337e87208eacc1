import { useEffect } from 'react';

/** Every screen names itself in the tab: "<screen> · Back-office". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Installer Club back-office`;
  }, [title]);
}
