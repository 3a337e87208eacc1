import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listRegionConfigs } from '@club/contract';
import { ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { regionKeys } from './regions-keys';

/** The countries' numbers (docs/decisions/020): one row per country, each opening its form. */
export function Component() {
  const { t, i18n } = useTranslation(['regions']);
  useDocumentTitle(t('regions:title'));
  const query = useQuery({
    queryKey: regionKeys.list,
    queryFn: ({ signal }) => call(listRegionConfigs, { signal }),
  });
  return (
    <section className="page">
      <h1>{t('regions:title')}</h1>
      <p>{t('regions:intro')}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('regions:title')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('regions:title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('regions:columns.region')}</th>
                <th scope="col" className="align-end">
                  {t('regions:columns.welcome')}
                </th>
                <th scope="col" className="align-end">
                  {t('regions:columns.deadline')}
                </th>
                <th scope="col" className="align-end">
                  {t('regions:columns.minCart')}
                </th>
                <th scope="col">{t('regions:columns.genericTags')}</th>
                <th scope="col">{t('regions:columns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.data.map((region) => (
                <tr key={region.region_id}>
                  <td>
                    <Link to={String(region.region_id)} aria-label={t('regions:edit', { code: region.code })}>
                      {t('regions:name', { code: region.code })}
                    </Link>
                  </td>
                  <td className="align-end">{region.welcome_points}</td>
                  <td className="align-end">{region.project_days_left}</td>
                  <td className="align-end">{region.min_cart_value}</td>
                  <td>{region.part2_optional ? t('regions:yes') : t('regions:no')}</td>
                  <td>{formatDateTime(region.updated_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
