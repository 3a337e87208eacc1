import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  deleteAdminContentTranslation,
  LANGUAGES,
  listAdminContentTranslations,
  saveAdminContentTranslation,
  type AdminContentItem,
  type AdminContentTranslation,
  type AdminContentTranslationList,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal';
import { ErrorState, PageLoading } from '@/components/states';
import { call } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { contentKeys } from './content-keys';
import { RichTextField } from './rich-text-field';

interface TranslationForm {
  language_id: string;
  title: string;
  summary: string;
  body_html: string;
}

const FIELDS = ['language_id', 'title', 'summary', 'body_html'] as const;

const languageName = (id: number) => LANGUAGES.find((l) => l.id === id)?.locale.toUpperCase() ?? String(id);

/**
 * An item's texts in the club's other languages: installers reading one of them see its title, and its
 * summary and text when they are given (the item's own otherwise). The item's own language is the item.
 */
export function ContentTranslations({ item }: { item: AdminContentItem }) {
  const { t } = useTranslation(['content', 'common']);
  const client = useQueryClient();
  const headingId = useId();
  const [notice, setNotice] = useState('');
  const [formError, setFormError] = useState('');
  const [removing, setRemoving] = useState<AdminContentTranslation | null>(null);
  // the form opens in a dialog: to add a language, or to change one (its language then stays)
  const [editing, setEditing] = useState<'new' | AdminContentTranslation | null>(null);
  const queryKey = contentKeys.translations(item.uuid);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(listAdminContentTranslations, { params: { id: item.uuid }, signal }),
  });
  const languages = LANGUAGES.filter((l) => l.id !== item.language_id);
  const form = useForm<TranslationForm>({
    defaultValues: { language_id: String(languages[0]?.id ?? ''), title: '', summary: '', body_html: '' },
  });
  const errors = form.formState.errors;
  const settle = (answer: AdminContentTranslationList) => client.setQueryData(queryKey, answer);

  const save = useMutation({
    mutationFn: (values: TranslationForm) =>
      call(saveAdminContentTranslation, {
        params: { id: item.uuid, language_id: Number(values.language_id) },
        body: {
          title: values.title,
          summary: values.summary.trim() ? values.summary : null,
          body_html: item.type === 'video' || !values.body_html.trim() ? null : values.body_html,
        },
      }),
    onSuccess: (answer, values) => {
      settle(answer);
      setEditing(null);
      setNotice(t('content:translations.saved', { language: languageName(Number(values.language_id)) }));
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFormError(errorMessage(error, t));
    },
  });
  const remove = useMutation({
    mutationFn: (languageId: number) =>
      call(deleteAdminContentTranslation, { params: { id: item.uuid, language_id: languageId } }),
    onSuccess: (answer, languageId) => {
      settle(answer);
      setNotice(t('content:translations.removed', { language: languageName(languageId) }));
    },
    onError: (error) => setFormError(errorMessage(error, t)),
  });

  const open = (translation: AdminContentTranslation | null) => {
    setNotice('');
    setFormError('');
    const translated = new Set(list.data?.data.map((x) => x.language_id));
    const firstFree = languages.find((l) => !translated.has(l.id)) ?? languages[0];
    form.reset({
      language_id: String(translation?.language_id ?? firstFree?.id ?? ''),
      title: translation?.title ?? '',
      summary: translation?.summary ?? '',
      body_html: translation?.body_html ?? '',
    });
    setEditing(translation ?? 'new');
  };

  return (
    <section className="content-translations" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content:translations.title')}</h2>
      <p className="muted">{t('content:translations.hint')}</p>
      <p className="notice" role="status">
        {notice}
      </p>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p className="muted">{t('content:translations.none')}</p>
      ) : (
        <ul className="content-translations__list">
          {list.data.data.map((translation) => (
            <li key={translation.language_id}>
              <span className="content-translations__language">{languageName(translation.language_id)}</span>
              <span className="content-translations__title">{translation.title}</span>
              <span className="row">
                <button type="button" className="button" onClick={() => open(translation)}>
                  {t('content:translations.edit', { language: languageName(translation.language_id) })}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => setRemoving(translation)}
                >
                  {t('content:translations.remove', { language: languageName(translation.language_id) })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-primary" onClick={() => open(null)}>
        {t('content:translations.add')}
      </button>
      {editing && (
        <Modal
          className="content-translations__dialog"
          title={
            editing === 'new'
              ? t('content:translations.addTitle')
              : t('content:translations.editTitle', { language: languageName(editing.language_id) })
          }
          onClose={() => setEditing(null)}
        >
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              setNotice('');
              setFormError('');
              save.mutate(values);
            })}
          >
            {editing === 'new' ? (
              <SelectField
                label={t('content:columns.language')}
                options={languages.map((l) => ({ value: String(l.id), label: languageName(l.id) }))}
                error={errors.language_id?.message}
                {...form.register('language_id')}
              />
            ) : (
              <p>{t('content:translations.languageOf', { language: languageName(editing.language_id) })}</p>
            )}
            <TextField
              label={t('content:columns.title')}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextField
              label={t('content:translations.summary')}
              error={errors.summary?.message}
              {...form.register('summary')}
            />
            {item.type !== 'video' && (
              <RichTextField
                control={form.control}
                name="body_html"
                label={t('content:translations.body')}
                error={errors.body_html?.message}
              />
            )}
            <FormError message={formError} />
            <div className="form-actions">
              <button type="submit" className="button button-primary" disabled={save.isPending}>
                {t('content:translations.save')}
              </button>
              <button type="button" className="button" onClick={() => setEditing(null)}>
                {t('common:actions.cancel')}
              </button>
            </div>
          </form>
        </Modal>
      )}
      {removing && (
        <Modal
          title={t('content:translations.removeTitle', { language: languageName(removing.language_id) })}
          onClose={() => setRemoving(null)}
        >
          <p>{t('content:translations.removeText')}</p>
          <div className="row">
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                const languageId = removing.language_id;
                setRemoving(null);
                setNotice('');
                setFormError('');
                remove.mutate(languageId);
              }}
            >
              {t('content:translations.removeConfirm')}
            </button>
            <button type="button" className="button" onClick={() => setRemoving(null)}>
              {t('common:actions.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
