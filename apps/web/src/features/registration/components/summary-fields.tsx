import { useTranslation } from 'react-i18next';
import { PHONE_COUNTRY_CODES, registrationNumberRule } from '@club/contract';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/api-error';
import { useCountryName } from '../hooks/use-country-name';
import type { ChosenDraft } from '../utils/draft';
import { translateFieldMessage } from '@/lib/error-message';
import { registrationFieldKeys } from '../utils/field-messages';
import { PROFILE_SURVEY_QUESTIONS } from '@/components/profile-survey/profile-survey';
import { SummarySection } from './summary-section';

interface SummaryFieldsProps {
  draft: ChosenDraft;
  /** spec 01 §8: a 422's fields, by the payload's names, are highlighted where they are shown. */
  serverErrors: FieldErrors;
  onEdit: (step: number) => void;
}

/** spec 01 §2 step 5: what will be sent, read-only, one section per step. */
export function SummaryFields({ draft, serverErrors, onEdit }: SummaryFieldsProps) {
  const { t } = useTranslation(['registration', 'errors']);
  const v = draft.values;
  const country = useCountryName(v.region);
  const rule = registrationNumberRule(v.region);
  const field = (name: string, label: string, value: string) => (
    <TextField
      key={name}
      label={label}
      value={value}
      readOnly
      error={serverErrors[name]
        ?.map((m) => translateFieldMessage(t, m, { keys: registrationFieldKeys(v.region) }))
        .join(' ')}
    />
  );
  const answered = PROFILE_SURVEY_QUESTIONS.filter((q) => (draft.survey[q.id]?.length ?? 0) > 0).length;

  return (
    <>
      <SummarySection title={t('steps.region')} onEdit={() => onEdit(0)}>
        {field('regionsId', t('region.country'), country)}
      </SummarySection>
      <SummarySection title={t('steps.person')} onEdit={() => onEdit(1)}>
        {field('name', t('person.name'), v.name)}
        {field('surname', t('person.surname'), v.surname)}
        {field('email', t('person.email'), v.email)}
        {field('phone', t('person.phone'), `${PHONE_COUNTRY_CODES[v.region]} ${v.phone}`)}
      </SummarySection>
      <SummarySection title={t('steps.company')} onEdit={() => onEdit(2)}>
        {field('companyName', t('company.name'), v.companyName)}
        {field(
          'companyRegistrationNumber',
          t(`registration_numbers.${rule.first.labelKey}`),
          v.companyRegistrationNumber,
        )}
        {rule.second
          ? field(
              'companyRegistrationNumber2',
              t(`registration_numbers.${rule.second.labelKey}`),
              v.companyRegistrationNumber2,
            )
          : null}
      </SummarySection>
      <SummarySection title={t('steps.address')} onEdit={() => onEdit(3)}>
        {field('companyAddress', t('address.address'), v.companyAddress)}
        {field('companyHouseNumber', t('address.house_number'), v.companyHouseNumber)}
        {field('companyPostalCode', t('address.postal_code'), v.companyPostalCode)}
        {field('companyCity', t('address.city'), v.companyCity)}
      </SummarySection>
      <SummarySection title={t('steps.survey')} onEdit={() => onEdit(4)}>
        {field(
          'surveyResponse',
          t('summary.survey_answers'),
          t('summary.survey_count', { answered, total: PROFILE_SURVEY_QUESTIONS.length }),
        )}
      </SummarySection>
    </>
  );
}
