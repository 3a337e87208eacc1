import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';

/** spec 01 §2: the page an external window (the survey collector) returns to. */
export function Component() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const isSurvey = params.get('source') === 'survey';

  return (
    <Page title={isSurvey ? t('close.survey_title') : t('close.title')}>
      <p>{t('close.message')}</p>
      <Button onClick={() => window.close()}>{t('close.button')}</Button>
    </Page>
  );
}
