import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface SkipSurveyDialogProps {
  onRetake: () => void;
  onKeep: () => void;
}

/** spec 01 §4 Registration: the survey was answered already; take it again or keep the answers. */
export function SkipSurveyDialog({ onRetake, onKeep }: SkipSurveyDialogProps) {
  const { t } = useTranslation('registration');
  return (
    <Dialog
      title={t('skip_survey.title')}
      onDismiss={onKeep}
      actions={
        <>
          <Button onClick={onKeep}>{t('skip_survey.keep')}</Button>
          <Button variant="secondary" onClick={onRetake}>
            {t('skip_survey.retake')}
          </Button>
        </>
      }
    >
      <p>{t('skip_survey.message')}</p>
    </Dialog>
  );
}
