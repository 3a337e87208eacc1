import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProject,
  deleteProject,
  deleteScan,
  getProject,
  listProjects,
  PAGE_SIZES,
  submitProjectSurvey,
  updateProject,
  type CreateProject,
  type ProjectListFilter,
  type ProjectSurveySubmit,
  type UpdateProject,
} from '@club/contract';
import { call } from '@/lib/api-client';
import { pointsKeys, projectsKeys } from '@/lib/query-keys';
import { activeProject, projectLabel, rememberProjects } from '../model/active-project';

export function projectsQueryOptions(status: ProjectListFilter, page: number) {
  return queryOptions({
    queryKey: projectsKeys.list({ status, page }),
    queryFn: ({ signal }) =>
      call(listProjects, { query: { status, page, limit: PAGE_SIZES.projects }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** spec 02 §2 /projects: one page of a tab. */
export function useProjects(status: ProjectListFilter, page: number) {
  return useQuery(projectsQueryOptions(status, page));
}

/** spec 02 §2 /projects/select: the projects a scan can go to; kept locally for offline use. */
export function useProjectsTakingProducts() {
  return useQuery({
    queryKey: projectsKeys.accepting(),
    queryFn: async ({ signal }) => {
      const list = await call(listProjects, {
        query: { status: 'open', page: 1, limit: 100, constrainTo: 'accepting_products' },
        signal,
      });
      rememberProjects(list.data);
      return list.data;
    },
  });
}

export function projectQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: projectsKeys.detail(uuid),
    queryFn: ({ signal }) => call(getProject, { params: { id: uuid }, signal }),
  });
}

export function useProject(uuid: string | undefined) {
  return useQuery({ ...projectQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProject) => call(createProject, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}

/** spec 02 §4, §5: a scheduled project's name and installation date; every list and the detail refresh. */
export function useUpdateProject(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProject) => call(updateProject, { params: { id: uuid }, body }),
    onSuccess: (project) => {
      client.setQueryData(projectQueryOptions(uuid).queryKey, project);
      // the active project is shown by its label: a new name is its new label
      if (activeProject.get()?.uuid === uuid) activeProject.set({ uuid, label: projectLabel(project) });
      void client.invalidateQueries({ queryKey: projectsKeys.all });
    },
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(deleteProject, { params: { id: uuid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productUuid: string) => call(deleteScan, { params: { id: productUuid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectsKeys.all }),
  });
}

export function useSubmitProjectSurvey(projectUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSurveySubmit) =>
      call(submitProjectSurvey, { params: { id: projectUuid }, body }),
    onSuccess: (result) => {
      client.setQueryData(projectQueryOptions(projectUuid).queryKey, result.project);
      void client.invalidateQueries({ queryKey: projectsKeys.all });
      void client.invalidateQueries({ queryKey: pointsKeys.all });
    },
  });
}
