import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

type PersonField = 'name' | 'surname' | 'email';

interface PersonNameFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The translated message of a field, if any. */
  error: (field: PersonField) => string | undefined;
  /** Without an e-mail label, the form has no e-mail field. */
  labels: { name: string; surname: string; email?: string };
}

/** A person's name, surname and e-mail, as the registration wizard and the profile form ask them. */
export function PersonNameFields<T extends FieldValues>({
  register,
  error,
  labels,
}: PersonNameFieldsProps<T>) {
  const field = (name: PersonField) => register(name as Path<T>);
  return (
    <>
      <TextField
        label={labels.name}
        autoComplete="given-name"
        required
        error={error('name')}
        {...field('name')}
      />
      <TextField
        label={labels.surname}
        autoComplete="family-name"
        required
        error={error('surname')}
        {...field('surname')}
      />
      {labels.email ? (
        <TextField
          label={labels.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={error('email')}
          {...field('email')}
        />
      ) : null}
    </>
  );
}
