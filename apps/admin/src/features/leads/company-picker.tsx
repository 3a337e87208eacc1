import { useDeferredValue, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listAdminLeadCompanies, type AdminLeadCompany } from '@club/contract';
import { ErrorState } from '@/components/states';
import { call } from '@/lib/api';
import { leadKeys } from './leads-keys';

const PICKER_SIZE = 8;

/**
 * Finds a company of the region that takes leads, by a piece of its name: the matches are radio buttons
 * with what the dispatcher weighs (open leads, available now), so that keyboard and screen-reader users
 * pick as easily as anyone.
 */
export function CompanyPicker({
  regionId,
  value,
  onChange,
  exclude,
  error,
}: {
  regionId: number;
  value: string | null;
  onChange: (company: AdminLeadCompany) => void;
  /** The company that holds the lead now: not offered again. */
  exclude?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation('leads');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const query = {
    page: 1,
    limit: PICKER_SIZE,
    region_id: regionId,
    accepts_leads: true,
    sort: 'open_leads' as const,
    order: 'asc' as const,
    ...(q ? { q } : {}),
  };
  const companies = useQuery({
    queryKey: leadKeys.companies(query),
    queryFn: ({ signal }) => call(listAdminLeadCompanies, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = (companies.data?.data ?? []).filter((company) => company.uuid !== exclude);
  return (
    <fieldset className="leads-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('assign.company')}</legend>
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('assign.search')}</label>
        <input id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {companies.isError ? (
        <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{companies.isPending ? t('assign.searching') : t('assign.none')}</p>
      ) : (
        <ul className="leads-picker-list" aria-busy={companies.isFetching ? true : undefined}>
          {rows.map((company) => (
            <li key={company.uuid}>
              <label>
                <input
                  type="radio"
                  name={`${id}-company`}
                  value={company.uuid}
                  checked={value === company.uuid}
                  onChange={() => onChange(company)}
                />
                <span>
                  <strong>{company.name}</strong>{' '}
                  <span className="muted">
                    {t('assign.companyFacts', { count: company.open_leads })}
                    {company.is_available ? '' : ` · ${t('assign.unavailable')}`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
