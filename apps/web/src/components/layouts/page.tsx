import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../ui/back-link';

interface PageProps {
  title: string;
  /** A link above the heading to the page one level up. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A screen's frame: its heading, and the same text in the browser tab after the app's name. */
export function Page({ title, back, children }: PageProps) {
  const { t } = useTranslation();
  const appName = t('app.name');

  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <div className="page">
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
