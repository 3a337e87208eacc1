import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's metadata, in one place: the browser tab reads "<screen> · <app name>", or the app's name alone
 * when the screen is the app itself.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);
}

/** What the tab reads for a screen: also written into the pages rendered ahead (prerender.tsx). */
export function documentTitle(title: string, appName: string): string {
  return title === appName ? appName : `${title} · ${appName}`;
}
