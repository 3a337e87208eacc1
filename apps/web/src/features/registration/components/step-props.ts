import type { RegistrationValues } from '../utils/draft';

/** What every form step of the wizard gets from the screen. */
export interface StepProps {
  values: RegistrationValues;
  /** Called on every change, so that the draft is kept as typed (spec 01 §2). */
  onChange: (values: Partial<RegistrationValues>) => void;
  onBack: () => void;
  onNext: () => void;
}
