import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  CONTENT_TYPES,
  createAdminContent,
  getAdminContent,
  LANGUAGES,
  REGIONS,
  updateAdminContent,
  type AdminContentItem,
  type ContentType,
  type SaveContentBody,
} from '@club/contract';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { ErrorState, PageLoading } from '@/components/states';
import { call } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { errorMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { contentKeys } from './content-keys';
import { ContentTranslations } from './content-translations';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';
import './content.css';

/** The form's values: numbers and the date as the fields hold them (text, local time). */
interface ContentForm {
  type: ContentType;
  region_id: string;
  language_id: string;
  title: string;
  summary: string;
  body_html: string;
  youtube_id: string;
  image_id: string | null;
  thumbnail: string | null;
  is_visible: boolean;
  published_at: string;
}

const FIELDS = [
  'type',
  'region_id',
  'language_id',
  'title',
  'summary',
  'body_html',
  'youtube_id',
  'image_id',
  'published_at',
] as const;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local field shows it. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function formOf(item: AdminContentItem | undefined): ContentForm {
  return {
    type: item?.type ?? 'news',
    region_id: String(item?.region_id ?? 1),
    language_id: String(item?.language_id ?? 5),
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    body_html: item?.body_html ?? '',
    youtube_id: item?.youtube_id ?? '',
    image_id: item?.image_id ?? null,
    thumbnail: item?.thumbnail ?? null,
    is_visible: item?.is_visible ?? true,
    published_at: localInput(item?.published_at ?? new Date().toISOString()),
  };
}

function bodyOf(values: ContentForm): SaveContentBody {
  const isVideo = values.type === 'video';
  const publishedAt = new Date(values.published_at);
  return {
    type: values.type,
    region_id: Number(values.region_id),
    language_id: Number(values.language_id),
    title: values.title,
    summary: values.summary.trim() ? values.summary : null,
    body_html: isVideo ? null : values.body_html,
    youtube_id: isVideo ? values.youtube_id : null,
    image_id: values.image_id,
    is_visible: values.is_visible,
    // an unreadable date goes as it is, and the server's message lands on the field
    published_at: Number.isNaN(publishedAt.getTime()) ? values.published_at : publishedAt.toISOString(),
  };
}

/** /admin/content/new and /admin/content/:id: one item's editor. */
export function Component() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const { t } = useTranslation('content');
  const item = useQuery({
    queryKey: contentKeys.item(id ?? 'new'),
    queryFn: ({ signal }) => call(getAdminContent, { params: { id: id ?? '' }, signal }),
    enabled: !isNew,
  });
  useDocumentTitle(isNew ? t('editor.newTitle') : t('editor.editTitle'));
  if (!isNew && item.isPending) return <PageLoading />;
  if (!isNew && item.isError) return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  return <ContentEditor key={item.data?.updated_at ?? 'new'} item={item.data} />;
}

function ContentEditor({ item }: { item: AdminContentItem | undefined }) {
  const { t } = useTranslation(['content', 'common']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState('');
  // a new item's editor opens again under its id, with the notice of its first save
  const location = useLocation() as { state?: { saved?: string } | null };
  const [saved, setSaved] = useState(location.state?.saved ?? '');
  const form = useForm<ContentForm>({ defaultValues: formOf(item) });
  const type = useWatch({ control: form.control, name: 'type' });
  const thumbnail = useWatch({ control: form.control, name: 'thumbnail' });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: ContentForm) =>
      item
        ? call(updateAdminContent, { params: { id: item.uuid }, body: bodyOf(values) })
        : call(createAdminContent, { body: bodyOf(values) }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: contentKeys.all });
      const notice = t('content:editor.saved', { title: result.title });
      if (item) setSaved(notice);
      else await navigate(`/content/${result.uuid}`, { replace: true, state: { saved: notice } });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error, FIELDS)) setFormError(errorMessage(error, t));
    },
  });

  return (
    <section className="page content-editor">
      <h1>{item ? t('content:editor.editTitle') : t('content:editor.newTitle')}</h1>
      <p className="notice" role="status">
        {saved}
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFormError('');
          setSaved('');
          save.mutate(values);
        })}
      >
        <div className="content-editor__grid">
          <SelectField
            label={t('content:columns.type')}
            options={CONTENT_TYPES.map((value) => ({ value, label: t(`content:types.${value}`) }))}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <SelectField
            label={t('content:columns.region')}
            options={REGIONS.map((r) => ({ value: String(r.id), label: t(`content:regions.${r.code}`) }))}
            error={errors.region_id?.message}
            {...form.register('region_id')}
          />
          <SelectField
            label={t('content:columns.language')}
            options={LANGUAGES.map((l) => ({ value: String(l.id), label: l.locale.toUpperCase() }))}
            error={errors.language_id?.message}
            {...form.register('language_id')}
          />
          <TextField
            type="datetime-local"
            label={t('content:editor.publishedAt')}
            hint={t('content:editor.publishedAtHint')}
            error={errors.published_at?.message}
            {...form.register('published_at')}
          />
        </div>
        <TextField
          label={t('content:columns.title')}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextField
          label={t('content:editor.summary')}
          error={errors.summary?.message}
          {...form.register('summary')}
        />
        {type === 'video' ? (
          <TextField
            label={t('content:editor.youtubeId')}
            hint={t('content:editor.youtubeIdHint')}
            error={errors.youtube_id?.message}
            {...form.register('youtube_id')}
          />
        ) : (
          <RichTextField
            control={form.control}
            name="body_html"
            label={t('content:editor.body')}
            error={errors.body_html?.message}
          />
        )}
        <Controller
          control={form.control}
          name="image_id"
          render={({ field }) => (
            <ImageField
              imageId={field.value}
              thumbnail={thumbnail}
              error={errors.image_id?.message}
              onChange={(image) => {
                field.onChange(image?.uuid ?? null);
                form.setValue('thumbnail', image?.url ?? null);
              }}
            />
          )}
        />
        <label className="checkbox">
          <input type="checkbox" {...form.register('is_visible')} />
          {t('content:editor.visible')}
        </label>
        <FormError message={formError} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t('content:editor.save')}
          </button>
          <button type="button" className="button" onClick={() => void navigate('/content')}>
            {t('content:editor.back')}
          </button>
        </div>
      </form>
      {item && <ContentTranslations item={item} />}
    </section>
  );
}
