import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateConfig } from '@club/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ScanDetails } from '../api/scan-calls';

type Catalogue = PrivateConfig['products'];
type Field = keyof ScanDetails;

/** spec 02 §5: each detail in its catalogue list, each with its own message. */
export function checkDetails(
  details: ScanDetails,
  catalogue: Catalogue | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of ['type', 'size', 'variant'] as const) {
    if (!details[field]) errors[field] = `${field}_required`;
  }
  if (!catalogue) return errors;
  if (details.type && !catalogue.types.includes(details.type)) errors.type = 'type_unknown';
  if (details.variant && !catalogue.variants.includes(details.variant)) errors.variant = 'variant_unknown';
  const sizes = [...catalogue.sizes.square, ...catalogue.sizes.rectangular];
  if (details.size && !sizes.includes(details.size)) errors.size = 'size_unknown';
  return errors;
}

interface ProductDetailsFormProps {
  initial: Partial<ScanDetails>;
  catalogue: Catalogue | undefined;
  onSubmit: (details: ScanDetails) => void;
}

/** spec 02 §8: the manual type, size and variant fields, opened when the confirmation answers partial. */
export function ProductDetailsForm({ initial, catalogue, onSubmit }: ProductDetailsFormProps) {
  const { t } = useTranslation('scan');
  const [details, setDetails] = useState<ScanDetails>({
    type: initial.type ?? '',
    size: initial.size ?? '',
    variant: initial.variant ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDetails(details, catalogue);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(details);
  };

  const field = (name: Field, options: string[] | undefined) => (
    <>
      <TextField
        label={t(`details.${name}`)}
        value={details[name]}
        onChange={(e) => setDetails({ ...details, [name]: e.target.value.trim().toUpperCase() })}
        list={options ? `details-${name}` : undefined}
        autoComplete="off"
        autoCapitalize="characters"
        error={errors[name] ? t(`details.errors.${errors[name]}`) : undefined}
      />
      {options ? (
        <datalist id={`details-${name}`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      ) : null}
    </>
  );

  return (
    <form className="details-form" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title" className="section-title">
        {t('details.title')}
      </h2>
      <p className="muted">{t('details.hint')}</p>
      {field('type', catalogue?.types)}
      {field('size', catalogue ? [...catalogue.sizes.square, ...catalogue.sizes.rectangular] : undefined)}
      {field('variant', catalogue?.variants)}
      <Button type="submit">{t('details.confirm')}</Button>
    </form>
  );
}
