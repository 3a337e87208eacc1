import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

/** A section the operator's role may not use (the API would answer 403 to its calls anyway). */
export function NotAllowed() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notAllowed.title'));
  return (
    <section className="page">
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.text')}</p>
      <Link to="/">{t('notAllowed.home')}</Link>
    </section>
  );
}
