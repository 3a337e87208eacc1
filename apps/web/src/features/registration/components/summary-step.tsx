import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterCompanyResponse } from '@club/contract';
import { isApiError } from '@/lib/api-error';
import { useRegisterCompany } from '../api/register-company';
import { buildRegistrationPayload } from '../utils/build-payload';
import type { ChosenDraft, RegistrationValues } from '../utils/draft';
import { ConsentFields } from './consent-fields';
import { StepActions } from './step-actions';
import { SubmitErrors } from './submit-errors';
import { SummaryFields } from './summary-fields';

interface SummaryStepProps {
  draft: ChosenDraft;
  onChange: (values: Partial<RegistrationValues>) => void;
  onEdit: (step: number) => void;
  onBack: () => void;
  onRegistered: (answer: RegisterCompanyResponse) => void;
}

/**
 * spec 01 §2 step 5: the summary, the consents and the terms tick that enables Register. The tick and the
 * errors live here, so that leaving the step (Back or an edit button) clears them (spec 01 §2).
 */
export function SummaryStep({ draft, onChange, onEdit, onBack, onRegistered }: SummaryStepProps) {
  const { t, i18n } = useTranslation('registration');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const register = useRegisterCompany();
  const fieldErrors =
    isApiError(register.error) && register.error.status === 422 ? register.error.errors : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasAcceptedTerms) return;
    const body = buildRegistrationPayload(draft, i18n.language, (id) => t(`survey.questions.q${id}`));
    register.mutate(body, { onSuccess: onRegistered });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {register.isError ? <SubmitErrors error={register.error} country={draft.values.region} /> : null}
      <SummaryFields draft={draft} serverErrors={fieldErrors ?? {}} onEdit={onEdit} />
      <ConsentFields
        values={draft.values}
        onChange={onChange}
        hasAcceptedTerms={hasAcceptedTerms}
        onTermsChange={setHasAcceptedTerms}
      />
      <StepActions
        onBack={onBack}
        nextLabel={t('actions.register')}
        isNextDisabled={!hasAcceptedTerms || register.isPending}
        nextDisabledReason={hasAcceptedTerms ? undefined : t('actions.register_reason')}
      />
    </form>
  );
}
