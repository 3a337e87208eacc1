import { useTranslation } from 'react-i18next';
import { PROJECT_PRODUCT_FLAG, type Project } from '@club/contract';
import { Button } from '@/components/ui/button';
import { allowsProductDelete, showsFlags } from '../model/status-rules';
import { ProductPhoto } from './product-photo';

interface ProjectProductsProps {
  project: Project;
  /** Removing is offered while the project's status allows it; the button waits while this is false. */
  canRemove: boolean;
  onRemove: (productUuid: string) => void;
}

/** spec 02 §2, §4: the project's products, their review flags, and their removal. */
export function ProjectProducts({ project, canRemove, onRemove }: ProjectProductsProps) {
  const { t } = useTranslation('projects');
  const status = project.status.id;
  const showFlags = showsFlags(status);
  const canDelete = allowsProductDelete(status);

  return (
    <section aria-labelledby="products-title">
      <h2 id="products-title" className="section-title">
        {t('detail.products', { count: project.products.length })}
      </h2>
      {project.products.length === 0 ? <p className="muted">{t('detail.no_products')}</p> : null}
      <ul className="product-list">
        {project.products.map((product) => (
          <li key={product.uuid} className="product-row">
            {product.image ? (
              <ProductPhoto
                src={product.image.thumbnail}
                alt={t('detail.photo_of', { code: product.serial_number })}
              />
            ) : null}
            <div className="product-row__main">
              <span className="product-row__serial">{product.serial_number}</span>
              <span className="muted">{[product.type, product.size, product.variant].join(' · ')}</span>
              <span>{t('detail.product_points', { count: product.points })}</span>
              {showFlags && product.flag === PROJECT_PRODUCT_FLAG.IN_REVIEW ? (
                <span className="flag flag--review">{t('flags.in_review')}</span>
              ) : null}
              {showFlags && product.flag === PROJECT_PRODUCT_FLAG.REJECTED ? (
                <span className="flag flag--rejected">{t('flags.rejected')}</span>
              ) : null}
            </div>
            {canDelete ? (
              <Button
                variant="secondary"
                disabled={!canRemove}
                aria-label={t('detail.remove_product', { code: product.serial_number })}
                onClick={() => onRemove(product.uuid)}
              >
                {t('detail.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
