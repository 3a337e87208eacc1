import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIELD_MESSAGES, type Project } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { translateError, translateFieldMessage } from '@/lib/error-message';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateProject } from '../api/projects';
import {
  projectEditDefaults,
  projectEditSchema,
  toUpdateProject,
  type ProjectEditInput,
  type ProjectEditValues,
} from '../model/project-edit-schema';
import { todayIsoDate } from '../model/project-form-schema';

const EDIT_FIELD_KEYS: ReadonlyMap<string, string> = new Map([
  [FIELD_MESSAGES.required, 'projects:edit.errors.date_required'],
  [FIELD_MESSAGES.tooLong, 'projects:add.errors.too_long'],
  [FIELD_MESSAGES.dateInPast, 'projects:add.errors.date_in_past'],
]);
const FIELDS = ['name', 'installationDate'] as const;

interface ProjectEditFormProps {
  project: Project;
  isOnline: boolean;
  /** After the server took the changes (or there were none to send). */
  onSaved: (project: Project | null) => void;
}

/** spec 02 §4, §5 /projects/{uuid}/edit: a scheduled project's name and installation date. */
export function ProjectEditForm({ project, isOnline, onSaved }: ProjectEditFormProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateProject(project.uuid);
  const schema = useMemo(() => projectEditSchema(project.installation_date), [project.installation_date]);
  const form = useForm<ProjectEditInput, unknown, ProjectEditValues>({
    resolver: zodResolver(schema),
    defaultValues: projectEditDefaults(project),
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError } = form;
  const error = (field: (typeof FIELDS)[number]) =>
    translateFieldMessage(t, formState.errors[field]?.message, { keys: EDIT_FIELD_KEYS });

  const submit = handleSubmit(async (values) => {
    const body = toUpdateProject(values, project);
    // only spaces added to the name: nothing to send
    if (Object.keys(body).length === 0) return onSaved(null);
    try {
      onSaved(await update.mutateAsync(body));
    } catch (failure) {
      if (!applyServerErrors(form, failure, FIELDS)) {
        setError('root', { type: 'server', message: translateError(tErrors, failure) });
      }
    }
  });

  const reason = !isOnline
    ? t('edit.offline_reason')
    : !formState.isDirty
      ? t('edit.unchanged_reason')
      : undefined;

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('edit.name')} error={error('name')} {...register('name')} />
      <TextField
        label={t('edit.installation_date')}
        type="date"
        required
        min={todayIsoDate()}
        error={error('installationDate')}
        {...register('installationDate')}
      />
      <p className="muted">{t('edit.installation_date_hint')}</p>
      {formState.errors.root?.message ? (
        <p className="notice notice--error" role="alert">
          {formState.errors.root.message}
        </p>
      ) : null}
      {/* Cancel first: the reason a disabled save gives is shown under the whole row */}
      <div className="actions">
        <Link className="button button--secondary" to={`/projects/${project.uuid}`}>
          {t('edit.cancel')}
        </Link>
        <Button
          type="submit"
          disabled={reason !== undefined || update.isPending}
          disabledReason={update.isPending ? undefined : reason}
        >
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}
