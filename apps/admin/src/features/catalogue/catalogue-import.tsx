import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  applyCatalogueImport,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_CHARS,
  dryRunCatalogueImport,
  type CatalogueImportChange,
  type CatalogueImportReport,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { catalogueKeys } from './catalogue-keys';
import './catalogue.css';

const valuesText = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([field, value]) => `${field}: ${String(value)}`)
        .join(', ')
    : '—';

function Summary({ report }: { report: CatalogueImportReport }) {
  const { t } = useTranslation('catalogue');
  return (
    <ul className="import-summary" aria-label={t('import.summary')}>
      <li>{t('import.counts.create', { count: report.counts.create })}</li>
      <li>{t('import.counts.update', { count: report.counts.update })}</li>
      <li>{t('import.counts.unchanged', { count: report.counts.unchanged })}</li>
      <li>{t('import.counts.refused', { count: report.counts.refused })}</li>
    </ul>
  );
}

function Refused({ report }: { report: CatalogueImportReport }) {
  const { t } = useTranslation('catalogue');
  if (report.errors.length === 0) return <p>{t('import.noRefused')}</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('import.refusedCaption')}>
      <table className="data-table">
        <caption>{t('import.refusedCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.line')}</th>
            <th scope="col">{t('import.column')}</th>
            <th scope="col">{t('import.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {report.errors.map((error, index) => (
            <tr key={`${error.line}-${error.column ?? ''}-${index}`}>
              <td>{error.line}</td>
              <td>{error.column ?? '—'}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Changes({ changes }: { changes: readonly CatalogueImportChange[] }) {
  const { t } = useTranslation('catalogue');
  if (changes.length === 0) return null;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('import.changesCaption')}>
      <table className="data-table">
        <caption>{t('import.changesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.line')}</th>
            <th scope="col">{t('import.record')}</th>
            <th scope="col">{t('import.key')}</th>
            <th scope="col">{t('import.action')}</th>
            <th scope="col">{t('import.before')}</th>
            <th scope="col">{t('import.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.line}-${change.key}`}>
              <td>{change.line}</td>
              <td>{t(`import.records.${change.record}`)}</td>
              <td>{change.key}</td>
              <td>{t(`import.actions.${change.action}`)}</td>
              <td>{valuesText(change.before)}</td>
              <td>{change.action === 'unchanged' ? '—' : valuesText(change.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/catalogue/import`: a CSV file is checked first (nothing written), the refused lines and the planned
 * changes are shown, and "Apply" writes exactly that plan; it is enabled only when there is something
 * to write.
 */
export function Component() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('catalogue:import.title'));
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);

  const check = useMutation({
    mutationFn: (text: string) => call(dryRunCatalogueImport, { body: { csv: text } }),
    onSuccess: setReport,
  });
  const apply = useMutation({
    mutationFn: (input: { csv: string; fingerprint: string }) => call(applyCatalogueImport, { body: input }),
    onSuccess: async (applied) => {
      setReport(applied);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setReport(null);
    setFileError(null);
    check.reset();
    apply.reset();
    const file = event.target.files?.[0];
    if (!file) return setCsv(null);
    const text = await file.text();
    if (text.length > CATALOGUE_CSV_MAX_CHARS) {
      setCsv(null);
      return setFileError(t('catalogue:import.tooLarge'));
    }
    setCsv(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (csv === null) return setFileError(t('catalogue:import.chooseFile'));
    apply.reset();
    check.mutate(csv);
  };
  const canApply =
    report !== null && !report.applied && report.counts.create + report.counts.update > 0 && !apply.isPending;
  const planned = report?.changes.filter((change) => change.action !== 'unchanged') ?? [];

  return (
    <section className="page catalogue-import">
      <h1>{t('catalogue:import.title')}</h1>
      <p>
        <Link to="/catalogue">{t('catalogue:import.back')}</Link>
      </p>
      <details>
        <summary>{t('catalogue:import.helpTitle')}</summary>
        <p>{t('catalogue:import.helpIntro')}</p>
        <table className="data-table">
          <caption>{t('catalogue:import.columnsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue:import.column')}</th>
              <th scope="col">{t('catalogue:import.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {CATALOGUE_CSV_COLUMNS.map((column) => (
              <tr key={column}>
                <td>
                  <code>{column}</code>
                </td>
                <td>{t(`catalogue:import.columns.${column}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <pre className="csv-help">{t('catalogue:import.example')}</pre>
      </details>
      <form onSubmit={submit} noValidate className="stack">
        <div className="field">
          <label htmlFor="catalogue-csv">{t('catalogue:import.file')}</label>
          <input
            id="catalogue-csv"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'catalogue-csv-error' : undefined}
            onChange={(event) => void choose(event)}
          />
          {fileError && (
            <p id="catalogue-csv-error" className="field-error">
              {fileError}
            </p>
          )}
        </div>
        <FormError message={check.isError ? errorMessage(check.error, t) : null} />
        <div className="row">
          <button type="submit" className="button" disabled={check.isPending}>
            {t('catalogue:import.check')}
          </button>
        </div>
      </form>
      {report && (
        <section aria-labelledby="import-report" className="stack">
          <h2 id="import-report">
            {report.applied ? t('catalogue:import.appliedTitle') : t('catalogue:import.reportTitle')}
          </h2>
          {report.applied && <p role="status">{t('catalogue:import.applied', { count: planned.length })}</p>}
          <Summary report={report} />
          <Refused report={report} />
          <Changes changes={report.changes} />
          {!report.applied && (
            <>
              <FormError message={apply.isError ? errorMessage(apply.error, t) : null} />
              <div className="row">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={!canApply}
                  onClick={() => csv !== null && apply.mutate({ csv, fingerprint: report.fingerprint })}
                >
                  {t('catalogue:import.apply', { count: planned.length })}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </section>
  );
}
