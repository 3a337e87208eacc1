import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CreateProjectSchema, FIELD_MESSAGES, regionById, type CountryCode } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { activeProject, projectLabel } from '@/features/projects/model/active-project';
import { useCreateProject } from '@/features/projects/api/projects';
import type { AddressSuggestion } from '@/features/registration/api/search-address';
import { AddressSuggestions } from '@/features/registration/components/address-suggestions';
import { useUser } from '@/lib/user';
import '@/styles/field-work.css';

type Field = 'name' | 'streetName' | 'postalCode' | 'city' | 'installationDate';
type Errors = Partial<Record<Field, string>>;

const MESSAGE_KEYS = new Map<string, string>([
  [FIELD_MESSAGES.addressRequired, 'add.errors.street_required'],
  [FIELD_MESSAGES.postalCodeRequired, 'add.errors.postal_code_required'],
  [FIELD_MESSAGES.tooLong, 'add.errors.too_long'],
  [FIELD_MESSAGES.dateInPast, 'add.errors.date_in_past'],
]);

const today = () => new Date().toISOString().slice(0, 10);

/** spec 02 §2, §5 /projects/add: a street (searched) and a postal code are required; not offline. */
export function Component() {
  const { t } = useTranslation(['titles', 'projects']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isOnline = useIsOnline();
  const { data: user } = useUser();
  const country = (user ? regionById(user.region)?.code : undefined) as CountryCode | undefined;
  const create = useCreateProject();
  const [values, setValues] = useState({
    name: '',
    streetName: '',
    postalCode: '',
    city: '',
    installationDate: '',
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const message = (text: string | undefined) => {
    if (!text) return undefined;
    const key = MESSAGE_KEYS.get(text);
    return key ? t(`projects:${key}`) : text;
  };

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const pick = (suggestion: AddressSuggestion) => {
    const street = [suggestion.street ?? suggestion.label, suggestion.houseNumber].filter(Boolean).join(' ');
    setValues((v) => ({
      ...v,
      streetName: street,
      postalCode: suggestion.postalCode ?? v.postalCode,
      city: suggestion.city ?? v.city,
    }));
    setPicked(street);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = {
      ...(values.name.trim() ? { name: values.name } : {}),
      streetName: values.streetName,
      postalCode: values.postalCode,
      city: values.city,
      ...(values.installationDate ? { installationDate: values.installationDate } : {}),
    };
    const parsed = CreateProjectSchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    if (values.installationDate && values.installationDate < today()) {
      found.installationDate = FIELD_MESSAGES.dateInPast;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      const project = await create.mutateAsync(parsed.data);
      activeProject.set({ uuid: project.uuid, label: projectLabel(project) });
      void navigate(params.get('next') === 'select' ? '/projects/select' : `/projects/${project.uuid}`);
    } catch (error) {
      if (isApiError(error) && error.errors) {
        const fromServer: Errors = {};
        for (const [field, list] of Object.entries(error.errors)) fromServer[field as Field] = list[0];
        setErrors(fromServer);
      } else setFailure(translateError(tErrors, error));
    }
  };

  return (
    <Page title={t('titles:projects.add')} back={{ to: '/projects', label: t('projects:back_to_list') }}>
      {!isOnline ? (
        <p className="notice notice--info" role="status">
          {t('projects:add.offline')}
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label={t('projects:add.street')}
          value={values.streetName}
          onChange={(e) => set('streetName', e.target.value)}
          autoComplete="street-address"
          required
          error={message(errors.streetName)}
        />
        {country ? (
          <AddressSuggestions
            query={values.streetName}
            country={country}
            isHidden={picked === values.streetName}
            onPick={pick}
          />
        ) : null}
        <TextField
          label={t('projects:add.postal_code')}
          value={values.postalCode}
          onChange={(e) => set('postalCode', e.target.value)}
          autoComplete="postal-code"
          required
          error={message(errors.postalCode)}
        />
        <TextField
          label={t('projects:add.city')}
          value={values.city}
          onChange={(e) => set('city', e.target.value)}
          autoComplete="address-level2"
          error={message(errors.city)}
        />
        <TextField
          label={t('projects:add.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={message(errors.name)}
        />
        <TextField
          label={t('projects:add.installation_date')}
          type="date"
          min={today()}
          value={values.installationDate}
          onChange={(e) => set('installationDate', e.target.value)}
          error={message(errors.installationDate)}
        />
        <p className="muted">{t('projects:add.installation_date_hint')}</p>
        {failure ? (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={!isOnline || create.isPending}>
          {t('projects:add.submit')}
        </Button>
      </form>
    </Page>
  );
}
