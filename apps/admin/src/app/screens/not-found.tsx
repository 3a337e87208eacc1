import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notAllowed.home')}</Link>
    </section>
  );
}
