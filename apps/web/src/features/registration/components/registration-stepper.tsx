import { useTranslation } from 'react-i18next';
import { REGISTRATION_STEPS } from '@club/contract';

interface RegistrationStepperProps {
  /** 0–5. */
  step: number;
}

/** spec 01 §2: six steps numbered 0 to 5; people read them as 1 to 6. */
export function RegistrationStepper({ step }: RegistrationStepperProps) {
  const { t } = useTranslation('registration');
  const total = REGISTRATION_STEPS.length;
  const name = REGISTRATION_STEPS[step] ?? REGISTRATION_STEPS[0];
  return (
    <div className="stepper">
      <p className="stepper__count">{t('stepper.count', { current: step + 1, total })}</p>
      <progress className="stepper__bar" max={total} value={step + 1} aria-hidden="true" />
      <h2 className="stepper__title">{t(`steps.${name}`)}</h2>
    </div>
  );
}
