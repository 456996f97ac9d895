import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@club/server/trpc';

/** React access to the API: useTRPC() for query and mutation options, useTRPCClient() for one-off calls. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
