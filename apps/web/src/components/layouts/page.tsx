import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { BackLink } from '../ui/back-link';
import { usePageChrome } from './page-chrome';

interface PageProps {
  title: string;
  /** The page one level up: a link above the heading, or the target of the header's back button. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** A screen's frame: its heading, and the same text in the browser tab after the app's name. */
export function Page({ title, back, children }: PageProps) {
  useDocumentTitle(title);
  const { headerHasBack, setBackTarget } = usePageChrome();
  const backTo = back?.to ?? null;

  useEffect(() => {
    setBackTarget(backTo);
    return () => setBackTarget(null);
  }, [backTo, setBackTarget]);

  return (
    <div className="page">
      {back && !headerHasBack ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
