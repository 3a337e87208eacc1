import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLead,
  getLeadArchive,
  getLeadsSummary,
  listLeads,
  moveLead,
  PAGE_SIZES,
  setLeadInstallationDate,
  updateLeadNote,
  type LeadDetail,
  type LeadListGroup,
  type LeadMove,
} from '@club/contract';
import { call } from '@/lib/api-client';
import { leadsKeys, notificationsKeys, pointsKeys, projectsKeys } from '@/lib/query-keys';

/** spec 01 §9: leads page 1, limit 30, one status group at a time. */
export function useLeads(group: LeadListGroup, page = 1) {
  return useQuery({
    queryKey: leadsKeys.list(group, page),
    queryFn: ({ signal }) => call(listLeads, { query: { group, page, limit: PAGE_SIZES.leads }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Home (spec 02 §2): how many new leads wait. spec 01 §6: nothing is asked unless the company accepts
 * leads, and the leads are the owner's.
 */
export function useLeadsSummary(companyUuid: string | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: leadsKeys.summary(companyUuid ?? ''),
    queryFn: ({ signal }) => call(getLeadsSummary, { signal }),
    enabled: isEnabled && Boolean(companyUuid),
  });
}

export function useLead(uuid: string) {
  return useQuery({
    queryKey: leadsKeys.detail(uuid),
    queryFn: ({ signal }) => call(getLead, { params: { id: uuid }, signal }),
    enabled: Boolean(uuid),
  });
}

export function useLeadArchive(uuid: string) {
  return useQuery({
    queryKey: leadsKeys.archive(uuid),
    queryFn: ({ signal }) => call(getLeadArchive, { params: { id: uuid }, signal }),
    enabled: Boolean(uuid),
  });
}

/** Keeps the lead's answer and refreshes what a move changes: the lists, and the projects an agreement makes. */
function useLeadSaved(uuid: string) {
  const client = useQueryClient();
  return (lead: LeadDetail) => {
    client.setQueryData(leadsKeys.detail(uuid), lead);
    void client.invalidateQueries({ queryKey: leadsKeys.all, refetchType: 'none' });
    void client.invalidateQueries({ queryKey: projectsKeys.all });
    void client.invalidateQueries({ queryKey: pointsKeys.all });
    void client.invalidateQueries({ queryKey: notificationsKeys.all });
  };
}

/** ARCHITECTURE §7: one move of the state machine; `agreed` carries the installation date. */
export function useMoveLead(uuid: string) {
  const onSaved = useLeadSaved(uuid);
  return useMutation({
    mutationFn: (body: LeadMove) => call(moveLead, { params: { id: uuid }, body }),
    onSuccess: onSaved,
  });
}

/** spec 02 §7 PATCH lead installation date (an agreed lead; its scheduled project follows). */
export function useSetInstallationDate(uuid: string) {
  const onSaved = useLeadSaved(uuid);
  return useMutation({
    mutationFn: (date: string) =>
      call(setLeadInstallationDate, { params: { id: uuid }, body: { expected_installation_date: date } }),
    onSuccess: onSaved,
  });
}

/** spec 02 §7 PATCH lead {uuid}: the note kept with the lead in the club (NotesFromVELUXClub). */
export function useUpdateLeadNote(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      call(updateLeadNote, { params: { id: uuid }, body: { NotesFromVELUXClub: note.trim() || null } }),
    onSuccess: (lead) => client.setQueryData(leadsKeys.detail(uuid), lead),
  });
}
