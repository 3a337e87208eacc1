import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useIsOnline } from '@/lib/online-status';
import { useProjectChoice } from '@/features/projects/hooks/use-project-choice';
import { activeProject } from '@/features/projects/model/active-project';
import { NoScan } from '@/features/scan/components/no-scan';
import { useSaveScan } from '@/features/scan/hooks/use-save-scan';
import { currentScan, useCurrentScan } from '@/features/scan/model/current-scan';
import '@/styles/field-work.css';

/** spec 02 §2, §5 /projects/select: the project the scan goes to. */
export function Component() {
  const { t } = useTranslation(['titles', 'projects', 'scan']);
  const navigate = useNavigate();
  const scan = useCurrentScan();
  const isOnline = useIsOnline();
  const choice = useProjectChoice(isOnline);
  const saving = useSaveScan();

  if (!scan) return <NoScan title={t('titles:projects.select')} />;

  const isDuplicate = choice.holds(scan.code);
  const isInvalid = scan.isValid === false;
  const hasDetails = Boolean(scan.type && scan.size && scan.variant);
  const canSave = Boolean(choice.selected) && !isDuplicate && !isInvalid && hasDetails;

  const reason = !choice.selected
    ? t('projects:select.choose_reason')
    : !hasDetails
      ? t('projects:select.details_reason')
      : undefined;

  const save = async () => {
    if (!canSave) return;
    const project = { uuid: choice.selected, label: choice.label };
    if (!(await saving.save(scan, project, isOnline))) return;
    activeProject.set(project);
    currentScan.clear();
    void navigate(isOnline ? `/projects/${project.uuid}` : '/scan/offline');
  };

  return (
    <Page title={t('titles:projects.select')} back={{ to: '/scan/review', label: t('scan:review.back') }}>
      <p className="muted">{t('projects:select.scan', { code: scan.code })}</p>
      {!isOnline ? <p className="notice notice--info">{t('projects:select.offline')}</p> : null}
      {isInvalid ? (
        <p className="notice notice--error" role="alert">
          {t('projects:select.invalid_scan')}
        </p>
      ) : null}
      {choice.choices.length === 0 && !choice.isLoading ? (
        <p>{t('projects:select.none')}</p>
      ) : (
        <RadioGroup
          legend={t('projects:select.legend')}
          name="project"
          options={choice.choices.map((c) => ({ value: c.uuid, label: c.label }))}
          value={choice.selected}
          onChange={choice.select}
        />
      )}
      {isDuplicate ? (
        <p className="notice notice--warning" role="alert">
          {t('projects:select.duplicate')}
        </p>
      ) : null}
      {saving.error ? (
        <p className="notice notice--error" role="alert">
          {saving.error}
        </p>
      ) : null}
      <div className="actions">
        <Button
          onClick={() => void save()}
          disabled={!canSave || saving.isSaving}
          disabledReason={saving.isSaving ? undefined : reason}
        >
          {isOnline ? t('projects:select.save') : t('projects:select.save_offline')}
        </Button>
        {isOnline ? (
          <Link className="button button--secondary" to="/projects/add?next=select">
            {t('projects:select.new_project')}
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
