import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { PendingSurveysList } from '@/features/surveys/components/pending-surveys-list';

/** /surveys (spec 01 §2 Surveys). */
export function Component() {
  const { t } = useTranslation('titles');
  return (
    <Page title={t('surveys.index')}>
      <PendingSurveysList />
    </Page>
  );
}
