import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPCClient } from '../../../lib/trpc';
import { type LoginApi, loginApiOverTrpc } from '../utils/login-api';

/** The sign-in calls through the app's tRPC client, for the sign-in screens inside the app. */
export function useTrpcLoginApi(): LoginApi {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMemo(() => loginApiOverTrpc(client, queryClient), [client, queryClient]);
}
