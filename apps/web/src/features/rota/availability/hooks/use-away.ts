import { useQuery } from '@tanstack/react-query';
import type { AwayEntryValue } from '@club/shared';
import { AVAILABILITY_MESSAGES } from '@club/shared/plain';
import { useTRPC, useTRPCClient } from '../../../../lib/trpc';
import { useToastMutation } from '../../../../lib/use-toast-mutation';

/** Issue 19: the caller's availability, or (memberId given, admins only) a member's. */
export function useAvailability(memberId?: number) {
  const trpc = useTRPC();
  const mine = useQuery({ ...trpc.duties.availability.queryOptions(), enabled: memberId === undefined });
  const theirs = useQuery({
    ...trpc.duties.memberAvailability.queryOptions({ id: memberId ?? 0 }),
    enabled: memberId !== undefined,
  });
  return memberId === undefined ? mine : theirs;
}

/**
 * Saves the whole list of ranges and rules (the list shown, with one added or removed), the caller's own or, for an
 * admin, a member's. Afterwards the list, the nights kept free and the rota report are read again.
 */
export function useSaveAway(memberId?: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useToastMutation(
    {
      mutationFn: ({ away }: { away: AwayEntryValue[]; note: string }) =>
        memberId === undefined
          ? client.duties.setAvailability.mutate({ away })
          : client.duties.setMemberAvailability.mutate({ id: memberId, data: { away } }),
    },
    {
      success: (_data, variables) => variables.note,
      failure: AVAILABILITY_MESSAGES.saveFailed,
      invalidate: [
        trpc.duties.availability.queryKey(),
        trpc.duties.memberAvailability.queryKey(),
        trpc.schedules.fairness.queryKey(),
      ],
    },
  );
}
