import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  isIosSafari,
  isStandaloneDisplay,
  readPromptedAt,
  shouldShowInstallPrompt,
  storePromptedAt,
  type InstallPlatform,
} from '@/lib/install-prompt';
import { useIsSignedIn } from '@/lib/session';
import { clearDeferredInstallPrompt, useDeferredInstallPrompt } from './install-prompt-events';

/** spec 01 §7: offers installation (Android Chrome) or explains it (iOS Safari). */
export function InstallPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleId = useId();
  const deferred = useDeferredInstallPrompt();
  const isSignedIn = useIsSignedIn();
  const [openedAt] = useState(() => ({
    now: Date.now(),
    isIos: isIosSafari(),
    standalone: isStandaloneDisplay(),
  }));
  const [isClosed, setIsClosed] = useState(false);

  const platform: InstallPlatform | null = deferred ? 'web' : openedAt.isIos ? 'ios' : null;
  if (isClosed || platform === null) return null;
  const lastPromptedAt = readPromptedAt(platform);
  const context = {
    isStandalone: openedAt.standalone,
    isSignedIn,
    pathname,
    lastPromptedAt,
    now: openedAt.now,
  };
  if (!shouldShowInstallPrompt(context)) return null;

  const close = () => {
    storePromptedAt(platform);
    setIsClosed(true);
  };
  const install = async () => {
    close();
    if (!deferred) return;
    await deferred.prompt();
    await deferred.userChoice;
    clearDeferredInstallPrompt();
  };

  return (
    <section className="install-prompt" aria-labelledby={titleId}>
      <h2 id={titleId} className="install-prompt__title">
        {t('install_prompt.title')}
      </h2>
      <p>{platform === 'ios' ? t('install_prompt.ios_message') : t('install_prompt.message')}</p>
      <div className="install-prompt__actions">
        {platform === 'web' ? (
          <Button onClick={() => void install()}>{t('install_prompt.install')}</Button>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('install_prompt.dismiss')}
        </Button>
      </div>
    </section>
  );
}
