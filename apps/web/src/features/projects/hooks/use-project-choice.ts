import { useState } from 'react';
import { useProject, useProjectsTakingProducts } from '../api/projects';
import {
  projectLabel,
  rememberedProjects,
  useActiveProject,
  type ActiveProject,
} from '../model/active-project';

/** Offline, the projects known from the last visit, with the active one even if it is newer. */
function withActive(known: ActiveProject[], active: ActiveProject | null): ActiveProject[] {
  return active && !known.some((p) => p.uuid === active.uuid) ? [active, ...known] : known;
}

/**
 * spec 02 §2, §5 /projects/select: the projects a scan can go to (online the open ones taking products,
 * offline the remembered ones), the active one preselected, and the chosen one's products online.
 */
export function useProjectChoice(isOnline: boolean) {
  const active = useActiveProject();
  const online = useProjectsTakingProducts();
  const choices = isOnline
    ? (online.data ?? []).map((p) => ({ uuid: p.uuid, label: projectLabel(p) }))
    : withActive(rememberedProjects(), active);
  const preferred = choices.find((c) => c.uuid === active?.uuid)?.uuid ?? choices[0]?.uuid ?? '';
  const [picked, setPicked] = useState<string>('');
  const selected = choices.some((c) => c.uuid === picked) ? picked : preferred;
  const detail = useProject(isOnline && selected ? selected : undefined);

  return {
    choices,
    isLoading: online.isPending,
    selected,
    label: choices.find((c) => c.uuid === selected)?.label ?? '',
    select: setPicked,
    /** Whether the chosen project already holds this serial number (known online only). */
    holds: (serial: string) => detail.data?.products.some((p) => p.serial_number === serial) ?? false,
  };
}
