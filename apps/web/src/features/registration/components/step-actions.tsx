import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface StepActionsProps {
  onBack?: () => void;
  /** Text of the forward button; "Next" unless given. */
  nextLabel?: string;
  isNextDisabled?: boolean;
  /** Why the forward button is disabled, shown under it (not while a call is pending). */
  nextDisabledReason?: string;
  /** The forward button submits its form unless a handler is given. */
  onNext?: () => void;
}

/** The wizard's Back and Next buttons, the same on every step. */
export function StepActions({
  onBack,
  nextLabel,
  isNextDisabled,
  nextDisabledReason,
  onNext,
}: StepActionsProps) {
  const { t } = useTranslation('registration');
  return (
    <div className="step-actions">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
      ) : null}
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={isNextDisabled}
        disabledReason={nextDisabledReason}
      >
        {nextLabel ?? t('actions.next')}
      </Button>
    </div>
  );
}
