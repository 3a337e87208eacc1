import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HTTP_STATUS } from '@club/contract';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { isApiError } from '@/lib/api-error';
import { translateError } from '@/lib/error-message';
import { useIsOnline } from '@/lib/online-status';
import { useSettings } from '@/lib/settings';
import {
  activeProject,
  projectLabel,
  rememberedProjects,
  useActiveProject,
  type ActiveProject,
} from '@/features/projects/model/active-project';
import { useProject, useProjectsTakingProducts } from '@/features/projects/api/projects';
import { saveScanToProject, uploadScanPhoto } from '@/features/scan/api/scan-calls';
import { currentScan, useCurrentScan, type Scan } from '@/features/scan/model/current-scan';
import { forgetLocalProduct, getLocalProduct, queueScan } from '@/features/scan/model/local-products';
import { queryClient } from '@/lib/query-client';
import '@/styles/field-work.css';
import { projectsKeys, scanKeys } from '@/lib/query-keys';

/** spec 02 §2, §5 /projects/select: the project the scan goes to. */
export function Component() {
  const { t } = useTranslation(['titles', 'projects', 'scan']);
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const scan = useCurrentScan();
  const isOnline = useIsOnline();
  const active = useActiveProject();
  const { addProductLink } = useSettings();
  const online = useProjectsTakingProducts();
  const choices = isOnline
    ? (online.data ?? []).map((p) => ({ uuid: p.uuid, label: projectLabel(p) }))
    : withActive(rememberedProjects(), active);
  const preferred = choices.find((c) => c.uuid === active?.uuid)?.uuid ?? choices[0]?.uuid ?? '';
  const [picked, setPicked] = useState<string>('');
  const selected = choices.some((c) => c.uuid === picked) ? picked : preferred;
  const detail = useProject(isOnline && selected ? selected : undefined);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!scan) {
    return (
      <Page title={t('titles:projects.select')}>
        <p>{t('scan:review.nothing')}</p>
        <Link className="button button--primary" to={addProductLink}>
          {t('scan:review.scan_product')}
        </Link>
      </Page>
    );
  }

  const isDuplicate = detail.data?.products.some((p) => p.serial_number === scan.code) ?? false;
  const isInvalid = scan.isValid === false;
  const hasDetails = Boolean(scan.type && scan.size && scan.variant);
  const label = choices.find((c) => c.uuid === selected)?.label ?? '';

  const save = async () => {
    if (!selected || isDuplicate || isInvalid || !hasDetails) return;
    setError(null);
    setSaving(true);
    try {
      if (isOnline) await saveOnline(scan, selected);
      else {
        await queueScan(scan, { projectUuid: selected, projectLabel: label });
        void queryClient.invalidateQueries({ queryKey: scanKeys.offline });
      }
      activeProject.set({ uuid: selected, label });
      currentScan.clear();
      void navigate(isOnline ? `/projects/${selected}` : '/scan/offline');
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status === HTTP_STATUS.wrongCode
          ? tErrors('messages.product_already_scanned')
          : translateError(tErrors, failure),
      );
    } finally {
      setSaving(false);
    }
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
      {choices.length === 0 && !online.isPending ? (
        <p>{t('projects:select.none')}</p>
      ) : (
        <RadioGroup
          legend={t('projects:select.legend')}
          name="project"
          options={choices.map((c) => ({ value: c.uuid, label: c.label }))}
          value={selected}
          onChange={setPicked}
        />
      )}
      {isDuplicate ? (
        <p className="notice notice--warning" role="alert">
          {t('projects:select.duplicate')}
        </p>
      ) : null}
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <Button
          onClick={() => void save()}
          disabled={!selected || isDuplicate || isInvalid || !hasDetails || saving}
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

/** Offline, the projects known from the last visit, with the active one even if it is newer. */
function withActive(known: ActiveProject[], active: ActiveProject | null): ActiveProject[] {
  return active && !known.some((p) => p.uuid === active.uuid) ? [active, ...known] : known;
}

/** Uploads the photo first (if the scan has one), then saves the scan; the local copy goes once saved. */
async function saveOnline(scan: Scan, projectUuid: string): Promise<void> {
  const local = scan.imageIdxDB ? await getLocalProduct(scan.imageIdxDB) : undefined;
  const imageUuid = local?.photo ? await uploadScanPhoto(local.photo) : null;
  await saveScanToProject(
    { ...scan, type: scan.type ?? '', size: scan.size ?? '', variant: scan.variant ?? '' },
    projectUuid,
    imageUuid,
  );
  if (local) await forgetLocalProduct(local.code);
  void queryClient.invalidateQueries({ queryKey: projectsKeys.all });
}
