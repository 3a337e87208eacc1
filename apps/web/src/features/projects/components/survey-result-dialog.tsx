import { useTranslation } from 'react-i18next';
import { PROJECT_STATUS, type ProjectSurveyResult } from '@club/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** spec 02 §4: after the survey, the points earned (project closed) or the review notice. */
export function SurveyResultDialog({
  result,
  onClose,
}: {
  result: ProjectSurveyResult | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  if (result?.status.id === PROJECT_STATUS.CLOSED) {
    return (
      <Dialog
        title={t('success.title')}
        onDismiss={onClose}
        actions={<Button onClick={onClose}>{t('success.close')}</Button>}
      >
        <p className="success-points">{t('success.points', { count: result.points_earned })}</p>
        <p>{t('success.balance', { count: result.company_points })}</p>
      </Dialog>
    );
  }
  if (result?.status.id === PROJECT_STATUS.IN_REVIEW) {
    return (
      <Dialog
        title={t('review.title')}
        onDismiss={onClose}
        actions={<Button onClick={onClose}>{t('review.close')}</Button>}
      >
        <p>{t('review.text')}</p>
      </Dialog>
    );
  }
  return null;
}
