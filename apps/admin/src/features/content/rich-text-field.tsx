import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';
import { RichTextEditor } from './rich-text-editor';

/** A labelled rich-text field of a form, with its message (the schema's or the server's) under it. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation(['content', 'common']);
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            labelId={labelId}
            value={field.value as string}
            onChange={field.onChange}
            errorId={error ? `${labelId}-error` : undefined}
          />
        )}
      />
      {error && (
        <p id={`${labelId}-error`} className="field-error">
          {translateMessage(error, t)}
        </p>
      )}
    </div>
  );
}
