import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createIntakeKey,
  IntakeKeyCreateSchema,
  intakeLead,
  LEAD_INTAKE_HEADERS,
  listIntakeKeys,
  revokeIntakeKey,
  type IntakeKey,
  type IntakeKeyCreated,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { leadKeys } from './leads-keys';
import { Modal } from '@/components/modal';
import { SetupNav } from './setup-nav';
import './leads.css';

type CreateInput = z.input<typeof IntakeKeyCreateSchema>;
type CreateOutput = z.output<typeof IntakeKeyCreateSchema>;

/** The new key, this once: the server keeps only its hash, so it cannot be shown again. */
function NewKey({ created, onClose }: { created: IntakeKeyCreated; onClose: () => void }) {
  const { t } = useTranslation('leads');
  const [copied, setCopied] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // without clipboard permission the key stays selected for Ctrl+C
      input.current?.select();
      setCopied(false);
    }
  };
  return (
    <section className="panel stack leads-new-key" aria-labelledby="leads-new-key">
      <h2 id="leads-new-key">{t('keys.created', { name: created.name })}</h2>
      <p className="leads-warning" role="alert">
        {t('keys.onceWarning')}
      </p>
      <div className="field">
        <label htmlFor="leads-new-key-value">{t('keys.key')}</label>
        <div className="leads-key-row">
          <input
            id="leads-new-key-value"
            ref={input}
            readOnly
            value={created.key}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button-primary" onClick={() => void copy()}>
            {t('keys.copy')}
          </button>
        </div>
      </div>
      {copied !== null && <p role="status">{copied ? t('keys.copied') : t('keys.copyFailed')}</p>}
      <p className="field-hint">
        {t('keys.usage', {
          method: intakeLead.method,
          path: `/api${intakeLead.path}`,
          header: LEAD_INTAKE_HEADERS.apiKey,
        })}
      </p>
      <div className="row">
        <button type="button" className="button" onClick={onClose}>
          {t('keys.stored')}
        </button>
      </div>
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: IntakeKeyCreated) => void }) {
  const { t } = useTranslation(['leads', 'common']);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateInput, unknown, CreateOutput>({
    resolver: zodResolver(IntakeKeyCreateSchema) as unknown as Resolver<CreateInput, unknown, CreateOutput>,
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: (body: CreateOutput) => call(createIntakeKey, { body }),
    onSuccess: async (created) => {
      form.reset({ name: '' });
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: leadKeys.intakeKeys });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, ['name'])) setFailure(errorMessage(error, t));
    },
  });
  return (
    <form
      noValidate
      className="panel stack"
      aria-labelledby="leads-create-key"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        create.mutate(values);
      })}
    >
      <h2 id="leads-create-key">{t('leads:keys.createHeading')}</h2>
      <div className="row leads-inline-form">
        <TextField
          label={t('leads:keys.name')}
          hint={t('leads:keys.nameHint')}
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {t('leads:keys.create')}
        </button>
      </div>
      <FormError message={failure} />
    </form>
  );
}

function RevokeDialog({
  intakeKey,
  onClose,
  onDone,
}: {
  intakeKey: IntakeKey;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation(['leads', 'common']);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => call(revokeIntakeKey, { params: { id: intakeKey.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: leadKeys.intakeKeys });
      onDone(t('leads:keys.revoked', { name: intakeKey.name }));
    },
  });
  return (
    <Modal
      className="leads-modal"
      title={t('leads:keys.revokeTitle', { name: intakeKey.name })}
      onClose={onClose}
    >
      <p>{t('leads:keys.revokeWarning')}</p>
      <FormError message={revoke.isError ? errorMessage(revoke.error, t) : null} />
      <div className="row">
        <button
          type="button"
          className="button button-danger"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {t('leads:keys.revokeConfirm')}
        </button>
        <button type="button" className="button button-link" onClick={onClose}>
          {t('leads:actions.cancel')}
        </button>
      </div>
    </Modal>
  );
}

/** `/lead-setup`: the keys the brand's "find an installer" form posts leads with. */
export function Component() {
  const { t, i18n } = useTranslation(['leads', 'common']);
  useDocumentTitle(t('leads:keys.title'));
  const [created, setCreated] = useState<IntakeKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<IntakeKey | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const keys = useQuery({
    queryKey: leadKeys.intakeKeys,
    queryFn: ({ signal }) => call(listIntakeKeys, { signal }),
  });
  const when = (iso: string | null, fallback: string) =>
    iso ? formatDateTime(iso, i18n.language) : fallback;
  return (
    <section className="page">
      <h1>{t('leads:setup.title')}</h1>
      <SetupNav />
      <p className="muted">{t('leads:keys.intro')}</p>
      {created ? (
        <NewKey created={created} onClose={() => setCreated(null)} />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      {message && <p role="status">{message}</p>}
      <section className="panel" aria-labelledby="leads-keys-list">
        <h2 id="leads-keys-list">{t('leads:keys.title')}</h2>
        {keys.isPending ? (
          <Loading />
        ) : keys.isError ? (
          <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.data.data.length === 0 ? (
          <EmptyState>{t('leads:keys.empty')}</EmptyState>
        ) : (
          <div className="data-table table-scroll">
            <table aria-labelledby="leads-keys-list">
              <thead>
                <tr>
                  <th scope="col">{t('leads:keys.name')}</th>
                  <th scope="col">{t('leads:keys.prefix')}</th>
                  <th scope="col">{t('leads:keys.createdAt')}</th>
                  <th scope="col">{t('leads:keys.lastUsed')}</th>
                  <th scope="col">{t('leads:keys.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('leads:keys.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.data.data.map((key) => (
                  <tr key={key.id}>
                    <td>{key.name}</td>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{when(key.created_at, '—')}</td>
                    <td>{when(key.last_used_at, t('leads:keys.never'))}</td>
                    <td>
                      {key.revoked_at
                        ? t('leads:keys.revokedAt', { at: formatDateTime(key.revoked_at, i18n.language) })
                        : t('leads:keys.active')}
                    </td>
                    <td>
                      {!key.revoked_at && (
                        <button
                          type="button"
                          className="button button-danger"
                          onClick={() => setRevoking(key)}
                        >
                          {t('leads:keys.revoke')}
                          <span className="visually-hidden"> {key.name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {revoking && (
        <RevokeDialog
          intakeKey={revoking}
          onClose={() => setRevoking(null)}
          onDone={(text) => {
            setRevoking(null);
            setMessage(text);
          }}
        />
      )}
    </section>
  );
}
