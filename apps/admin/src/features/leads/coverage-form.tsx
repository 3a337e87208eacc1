import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AdminLeadCompanySettingsSchema,
  LEAD_LIMITS,
  updateAdminLeadCompany,
  type AdminLeadCompany,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { leadKeys } from './leads-keys';

/** The prefixes typed as a list ("00-1, 01, 02-5"), each a line or separated by commas. */
const splitPrefixes = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A company's postal-code coverage and its cap of open leads. The two fields are free text turned into the
 * contract's shape and checked by its schema; the server's messages land on the same fields.
 */
export function CoverageForm({
  company,
  onDone,
  onCancel,
}: {
  company: AdminLeadCompany;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const queryClient = useQueryClient();
  const [prefixes, setPrefixes] = useState(company.postal_prefixes.join(', '));
  const [cap, setCap] = useState(company.open_leads_cap === null ? '' : String(company.open_leads_cap));
  const [errors, setErrors] = useState<{ postal_prefixes?: string; open_leads_cap?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { postal_prefixes: string[]; open_leads_cap: number | null }) =>
      call(updateAdminLeadCompany, { params: { id: company.uuid }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.errors) {
        const first = (prefix: string) =>
          Object.entries(error.errors ?? {}).find(([field]) => field.startsWith(prefix))?.[1][0];
        const next = { postal_prefixes: first('postal_prefixes'), open_leads_cap: first('open_leads_cap') };
        if (next.postal_prefixes || next.open_leads_cap) {
          setErrors(next);
          return;
        }
      }
      setFailure(errorMessage(error, t));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = AdminLeadCompanySettingsSchema.safeParse({
      postal_prefixes: splitPrefixes(prefixes),
      open_leads_cap: cap.trim() === '' ? null : Number(cap),
    });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ postal_prefixes: issue('postal_prefixes'), open_leads_cap: issue('open_leads_cap') });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form noValidate className="stack" onSubmit={submit}>
      <div className="field">
        <label htmlFor="leads-prefixes">{t('leads:coverage.prefixes')}</label>
        <p id="leads-prefixes-hint" className="field-hint">
          {t('leads:coverage.prefixesHint', { max: LEAD_LIMITS.postalPrefixesMax })}
        </p>
        <textarea
          id="leads-prefixes"
          value={prefixes}
          aria-invalid={errors.postal_prefixes ? true : undefined}
          aria-describedby={['leads-prefixes-hint', errors.postal_prefixes ? 'leads-prefixes-error' : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => setPrefixes(event.target.value)}
        />
        {errors.postal_prefixes && (
          <p id="leads-prefixes-error" className="field-error">
            {translateMessage(errors.postal_prefixes, t)}
          </p>
        )}
      </div>
      <TextField
        label={t('leads:coverage.cap')}
        hint={t('leads:coverage.capHint')}
        type="number"
        inputMode="numeric"
        min={1}
        value={cap}
        error={errors.open_leads_cap}
        onChange={(event) => setCap(event.target.value)}
      />
      <FormError message={failure} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('leads:coverage.save')}
        </button>
        <button type="button" className="button button-link" onClick={onCancel}>
          {t('leads:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
