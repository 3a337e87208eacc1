import { STORAGE_KEYS, type ProjectSummary } from '@club/contract';
import { createStore, useStore } from '@/lib/create-store';
import { onCompanyDataCleared } from '@/lib/end-session';
import { readJson, removeItem, writeJson } from '@/lib/storage';

/** The project new scans go to first (spec 02 §4: cleared once its survey is sent). */
export interface ActiveProject {
  uuid: string;
  label: string;
}

export const projectLabel = (p: Pick<ProjectSummary, 'name' | 'street_name' | 'city' | 'postal_code'>) =>
  p.name?.trim() ||
  [p.street_name, [p.postal_code, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function readActive(): ActiveProject | null {
  const stored = readJson(STORAGE_KEYS.activeProject) as Partial<ActiveProject> | null;
  return stored && typeof stored.uuid === 'string' && typeof stored.label === 'string'
    ? { uuid: stored.uuid, label: stored.label }
    : null;
}

const store = createStore<ActiveProject | null>(readActive());

export const activeProject = {
  get: () => store.get(),
  set(project: ActiveProject): void {
    writeJson(STORAGE_KEYS.activeProject, project);
    store.set(project);
  },
  /** Clears it only if it is still this project. */
  clear(uuid?: string): void {
    if (uuid && store.get()?.uuid !== uuid) return;
    removeItem(STORAGE_KEYS.activeProject);
    store.set(null);
  },
};

onCompanyDataCleared(() => store.set(null));

export function useActiveProject(): ActiveProject | null {
  return useStore(store);
}

/** The last known projects that take products, so that a scan can be assigned offline. */
export function rememberProjects(projects: ProjectSummary[]): void {
  writeJson(
    STORAGE_KEYS.projectsCache,
    projects.map((p) => ({ uuid: p.uuid, label: projectLabel(p) })),
  );
}

export function rememberedProjects(): ActiveProject[] {
  const stored = readJson(STORAGE_KEYS.projectsCache);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (p): p is ActiveProject =>
      typeof p === 'object' && p !== null && typeof p.uuid === 'string' && typeof p.label === 'string',
  );
}
