import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '@/lib/settings';

/**
 * spec 02 §2 Home elements: the big add-product button goes to the user's chosen add-product link
 * (/scan or /scan/manual, spec 01 §3 Settings), with a link to start a project beside it.
 */
export function AddProductActions() {
  const { t } = useTranslation('home');
  const { addProductLink } = useSettings();
  return (
    <div className="home-actions">
      <Link className="button button--primary home-actions__add" to={addProductLink}>
        <svg className="home-actions__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
        </svg>
        {t('actions.add_product')}
      </Link>
      <Link className="button button--secondary" to="/projects/add">
        {t('actions.add_project')}
      </Link>
    </div>
  );
}
