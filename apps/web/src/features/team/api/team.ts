import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createInstaller,
  deleteInstaller,
  getInstaller,
  listInstallers,
  PAGE_SIZES,
  resendInstallerInvitation,
  updateInstaller,
  type CreateInstallerBody,
  type UpdateInstallerBody,
} from '@club/contract';
import { call } from '@/lib/api-client';
import { teamKeys } from '@/lib/query-keys';

/** spec 03 §7 GET installers: one page of 20, with the region's team limit. */
export function useTeam(page: number) {
  return useQuery({
    queryKey: teamKeys.list(page),
    queryFn: ({ signal }) => call(listInstallers, { query: { page, limit: PAGE_SIZES.installers }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInstaller(uuid: string) {
  return useQuery({
    queryKey: teamKeys.member(uuid),
    queryFn: ({ signal }) => call(getInstaller, { params: { id: uuid }, signal }),
    enabled: Boolean(uuid),
    retry: false,
  });
}

export function useCreateInstaller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInstallerBody) => call(createInstaller, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useUpdateInstaller(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInstallerBody) => call(updateInstaller, { params: { id: uuid }, body }),
    onSuccess: (installer) => {
      client.setQueryData(teamKeys.member(uuid), installer);
      void client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

export function useDeleteInstaller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => call(deleteInstaller, { params: { id: uuid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (uuid: string) => call(resendInstallerInvitation, { params: { id: uuid } }),
  });
}
