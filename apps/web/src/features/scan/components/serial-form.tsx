import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseSerial, SERIAL_PART_1_MAX, SERIAL_PART_2_MAX } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

interface SerialParts {
  part1: string;
  part2: string;
}

export interface ParsedSerial {
  serial: string;
  generic: boolean;
}

/** The contract's serial rule as the form's resolver: its error kinds are the messages' keys. */
const serialResolver =
  (part2Optional: boolean): Resolver<SerialParts> =>
  (values) => {
    const result = parseSerial(values.part1, values.part2, { part2Optional });
    if (result.ok) return { values: { part1: result.part1, part2: result.part2 }, errors: {} };
    const errors: FieldErrors<SerialParts> = {};
    for (const error of result.errors) errors[error.part] ??= { type: error.kind, message: error.kind };
    return { values: {} as Record<string, never>, errors };
  };

/** spec 02 §5 /scan/manual: the serial number typed in two parts, upper case as typed. */
export function SerialForm({
  part2Optional,
  onParsed,
}: {
  part2Optional: boolean;
  onParsed: (serial: ParsedSerial) => void;
}) {
  const { t } = useTranslation('scan');
  const { register, handleSubmit, formState, setValue } = useForm<SerialParts>({
    resolver: serialResolver(part2Optional),
    defaultValues: { part1: '', part2: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = (part: keyof SerialParts) => {
    const kind = formState.errors[part]?.message;
    return kind ? t(`manual.errors.${kind}`) : undefined;
  };
  const upperCase = (part: keyof SerialParts) =>
    register(part, { onChange: (e) => setValue(part, (e.target as HTMLInputElement).value.toUpperCase()) });

  const submit = handleSubmit(({ part1, part2 }) => {
    // Look-alikes are mapped as typed: the fields show what will be sent.
    setValue('part1', part1);
    setValue('part2', part2);
    const result = parseSerial(part1, part2, { part2Optional });
    if (result.ok) onParsed({ serial: result.serial, generic: result.generic });
  });

  return (
    <form className="serial-form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t(part2Optional ? 'manual.hint_generic' : 'manual.hint')}</p>
      <div className="serial-form__parts">
        <TextField
          label={t('manual.part1')}
          maxLength={SERIAL_PART_1_MAX + 4}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          error={error('part1')}
          {...upperCase('part1')}
        />
        <TextField
          label={t(part2Optional ? 'manual.part2_optional' : 'manual.part2')}
          maxLength={SERIAL_PART_2_MAX + 2}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error('part2')}
          {...upperCase('part2')}
        />
      </div>
      <Button type="submit">{t('manual.continue')}</Button>
    </form>
  );
}
