import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CountryCode } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { PageLoading } from '@/components/layouts/page-loading';
import { RegionStep } from '@/features/registration/components/region-step';
import { RegistrationStepper } from '@/features/registration/components/registration-stepper';
import { RegistrationSuccess } from '@/features/registration/components/registration-success';
import { SkipSurveyDialog } from '@/features/registration/components/skip-survey-dialog';
import { SurveyStep } from '@/features/registration/components/survey-step';
import { useRegistrationWizard } from '@/features/registration/hooks/use-registration-wizard';
import { withChosenRegion, type ChosenDraft } from '@/features/registration/utils/draft';
import '@/styles/registration.css';

// README, Budget: the form steps (zod, react-hook-form, the phone-number metadata) load once the country
// is chosen; none of it is part of /login
const PersonStep = lazy(() =>
  import('@/features/registration/components/person-step').then((m) => ({ default: m.PersonStep })),
);
const CompanyStep = lazy(() =>
  import('@/features/registration/components/company-step').then((m) => ({ default: m.CompanyStep })),
);
const AddressStep = lazy(() =>
  import('@/features/registration/components/address-step').then((m) => ({ default: m.AddressStep })),
);
const SummaryStep = lazy(() =>
  import('@/features/registration/components/summary-step').then((m) => ({ default: m.SummaryStep })),
);

/** spec 01 §2 Registration wizard: steps 0–5, the skip-survey choice (§4) and the success screen. */
export function Component() {
  const { t } = useTranslation(['titles', 'registration']);
  const wizard = useRegistrationWizard();
  const [welcomePoints, setWelcomePoints] = useState<number | null>(null);
  const { draft, updateValues, back, next } = wizard;
  const chosen = withChosenRegion(draft);
  const { survey } = draft;
  // the later steps follow from the country: without one, the wizard is at step 0 whatever was kept
  const step = chosen ? draft.step : 0;

  const steps = (current: ChosenDraft) => ({ values: current.values, onChange: updateValues, onBack: back });

  if (welcomePoints !== null) {
    return (
      <Page title={t('auth.register')}>
        <RegistrationSuccess welcomePoints={welcomePoints} />
      </Page>
    );
  }

  return (
    <Page title={t('auth.register')}>
      <RegistrationStepper step={step} />
      <Suspense fallback={<PageLoading />}>
        {step === 0 ? (
          <RegionStep
            region={draft.values.region}
            onNext={(region: CountryCode) => {
              updateValues({ region });
              wizard.move(1);
            }}
          />
        ) : null}
        {chosen ? (
          <>
            {step === 1 ? <PersonStep {...steps(chosen)} onNext={next} /> : null}
            {step === 2 ? <CompanyStep {...steps(chosen)} onNext={next} /> : null}
            {step === 3 ? <AddressStep {...steps(chosen)} onNext={wizard.afterAddress} /> : null}
          </>
        ) : null}
        {step === 4 ? (
          <SurveyStep
            answers={survey}
            onAnswers={wizard.setSurvey}
            onBack={back}
            onNext={next}
            startAtEnd={wizard.isSurveyFromEnd}
          />
        ) : null}
        {step === 5 && chosen ? (
          <SummaryStep
            draft={chosen}
            onChange={updateValues}
            onEdit={(to) => wizard.move(to)}
            onBack={back}
            onRegistered={(answer) => {
              wizard.discard();
              setWelcomePoints(answer.welcome_points);
            }}
          />
        ) : null}
      </Suspense>
      {wizard.isAskingSkip ? (
        <SkipSurveyDialog onRetake={() => wizard.chooseSkip(true)} onKeep={() => wizard.chooseSkip(false)} />
      ) : null}
      {step === 0 ? (
        <p>
          <Link to="/login">{t('registration:region.login_link')}</Link>
        </p>
      ) : null}
    </Page>
  );
}
