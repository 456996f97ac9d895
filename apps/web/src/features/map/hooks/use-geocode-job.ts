import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeocodeProgress } from '@club/shared';
import { GEOCODE_MESSAGES } from '@club/shared/plain';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';
import { getGeocodeOutcome, getGeocodeStartError } from '../utils/geocode-outcome';

/** How often the page asks how far a running job has got. */
const GEOCODE_POLL_MS = 1_000;

type Watch = { status: GeocodeProgress['status'] | undefined; finished: GeocodeProgress | null };

/**
 * SPEC §4 geocoding: idle, running (button disabled), done. The job runs on the server; the page polls its progress
 * while it runs, including a job that was already running when the page opened, and when a job it watched ends it
 * shows the SPEC §8 toast and reloads the roster so the new markers appear.
 */
export function useGeocodeJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const progressKey = trpc.users.geocodeProgress.queryKey();

  const progress = useQuery(
    trpc.users.geocodeProgress.queryOptions(undefined, {
      refetchInterval: (query) => (query.state.data?.status === 'running' ? GEOCODE_POLL_MS : false),
      // The job moves on its own: a cached answer from another visit says nothing about now.
      staleTime: 0,
    }),
  );

  // A job ends for this page only when the page saw it running; the last job's result from before is no news.
  const [watch, setWatch] = useState<Watch>({ status: undefined, finished: null });
  const status = progress.data?.status;
  if (progress.data && status !== watch.status) {
    const hasEnded = watch.status === 'running' && status !== 'running';
    setWatch({ status, finished: hasEnded ? progress.data : watch.finished });
  }

  const { finished } = watch;
  useEffect(() => {
    if (!finished) return;
    const { kind, message } = getGeocodeOutcome(finished);
    toast[kind](message);
    void queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
  }, [finished, toast, queryClient, trpc]);

  const start = useToastMutation(
    trpc.users.geocodeAll.mutationOptions({
      onSuccess: ({ job_id, total }) => {
        if (job_id === null) return;
        // Running from now on, so the button stays disabled and polling starts without waiting for the next answer.
        queryClient.setQueryData(progressKey, {
          status: 'running',
          completed: 0,
          total,
          geocoded: 0,
          errors: [],
          finished_at: null,
          stalled: false,
          seconds_left: null,
        });
      },
    }),
    {
      // A started job says how it went when it ends (the effect above); only an empty one is news now.
      success: ({ job_id }) => (job_id === null ? { message: GEOCODE_MESSAGES.nothingToDo, kind: 'info' } : null),
      failure: getGeocodeStartError,
    },
  );

  // Issue 17: a run that has not moved for 2 minutes may be restarted; the server refuses (409) while it moves.
  const restart = useToastMutation(
    trpc.users.geocodeRestart.mutationOptions({
      onSuccess: (restarted) => queryClient.setQueryData(progressKey, restarted),
      onError: () => void queryClient.invalidateQueries({ queryKey: progressKey }),
    }),
    { success: { message: GEOCODE_MESSAGES.restarted, kind: 'info' }, failure: getGeocodeStartError },
  );

  const isStalled = status === 'running' && progress.data?.stalled === true;
  const isRunning = start.isPending || restart.isPending || (status === 'running' && !isStalled);
  return {
    isRunning,
    isStalled,
    start: () => start.mutate(),
    restart: () => restart.mutate(),
    // The bar shows while a job runs, then stays at its final count for a job this page watched.
    shownProgress: status === 'running' ? progress.data : (finished ?? undefined),
  };
}
