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
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}
