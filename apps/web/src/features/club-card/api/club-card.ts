import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTopUp,
  getClubCard,
  listClubCardHistory,
  orderClubCard,
  PAGE_SIZES,
  verifyClubCard,
  type CreateTopUpBody,
  type OrderClubCardBody,
  type VerifyClubCardBody,
} from '@club/contract';
import { call } from '@/lib/api-client';
import { clubCardKeys, pointsHistoryKeys, pointsKeys, userKeys } from '@/lib/query-keys';

/** spec 03 §7 GET club card details, with the menu tile, the home notice and the top-up amounts. */
export function clubCardQueryOptions() {
  return {
    queryKey: clubCardKeys.details(),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(getClubCard, { signal }),
  };
}

export function useClubCard(isEnabled = true) {
  return useQuery({ ...clubCardQueryOptions(), enabled: isEnabled });
}

/** spec 03 §7 GET club card history: 5 a page. */
export function useClubCardHistory(page: number) {
  return useQuery({
    queryKey: clubCardKeys.history(page),
    queryFn: ({ signal }) =>
      call(listClubCardHistory, { query: { page, limit: PAGE_SIZES.clubCardHistory }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderClubCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderClubCardBody) => call(orderClubCard, { body }),
    onSuccess: (details) => {
      client.setQueryData(clubCardKeys.details(), details);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** spec 03 §7: a verified card refreshes the card and the user data. */
export function useVerifyClubCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyClubCardBody) => call(verifyClubCard, { body }),
    onSuccess: (details) => {
      client.setQueryData(clubCardKeys.details(), details);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** A top-up reserves points at once: the balance, its history and the card's history change. */
export function useCreateTopUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTopUpBody) => call(createTopUp, { body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: clubCardKeys.all }),
        client.invalidateQueries({ queryKey: pointsKeys.all }),
        client.invalidateQueries({ queryKey: pointsHistoryKeys.all }),
      ]),
  });
}
