import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCatalogueLists } from '@club/contract';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { catalogueKeys } from './catalogue-keys';

/** Variants, sizes and tag-photo rules: short lists, shown whole; they change through the CSV import. */
export function CatalogueLists() {
  const { t } = useTranslation(['catalogue']);
  const query = useQuery({
    queryKey: catalogueKeys.lists,
    queryFn: ({ signal }) => call(getCatalogueLists, { signal }),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { variants, sizes, tag_photo_rules: rules } = query.data;
  const yesNo = (value: boolean) => (value ? t('catalogue:yes') : t('catalogue:no'));
  return (
    <div className="catalogue-lists">
      <section aria-labelledby="catalogue-variants">
        <h2 id="catalogue-variants">{t('catalogue:lists.variants')}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="catalogue-variants">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue:columns.code')}</th>
                <th scope="col">{t('catalogue:columns.name')}</th>
                <th scope="col">{t('catalogue:columns.active')}</th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant) => (
                <tr key={variant.code}>
                  <td>{variant.code}</td>
                  <td>{variant.name}</td>
                  <td>{yesNo(variant.is_active)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="catalogue-sizes">
        <h2 id="catalogue-sizes">{t('catalogue:lists.sizes')}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="catalogue-sizes">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue:columns.code')}</th>
                <th scope="col">{t('catalogue:columns.dimensions')}</th>
                <th scope="col">{t('catalogue:columns.shape')}</th>
                <th scope="col">{t('catalogue:columns.active')}</th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size.code}>
                  <td>{size.code}</td>
                  <td className="nowrap">
                    {t('catalogue:dimensions', { width: size.width_cm, height: size.height_cm })}
                  </td>
                  <td>{t(`catalogue:shapes.${size.shape}`)}</td>
                  <td>{yesNo(size.is_active)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="catalogue-rules">
        <h2 id="catalogue-rules">{t('catalogue:lists.rules')}</h2>
        <p className="field-hint">{t('catalogue:lists.rulesHint')}</p>
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="catalogue-rules">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('catalogue:columns.variant')}</th>
                <th scope="col">{t('catalogue:columns.factory')}</th>
                <th scope="col">{t('catalogue:columns.year')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td>{rule.variant}</td>
                  <td>{rule.factory}</td>
                  <td>{rule.year}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
