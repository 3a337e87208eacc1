import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOperator } from '@/lib/operator';
import { useDocumentTitle } from '@/lib/document-title';
import { sectionsFor } from '../sections';

/** The start page: the sections this operator may use. */
export function Component() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('home.title'));
  const { data: operator } = useOperator();
  if (!operator) return null;
  const sections = sectionsFor(operator.role);
  return (
    <section className="page">
      <h1>{t('home.greeting', { name: operator.name })}</h1>
      <p>{t('home.intro', { role: t(`roles.${operator.role}`) })}</p>
      <ul className="tiles">
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={`/${section.path}`}>{t(section.navLabelKey)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
