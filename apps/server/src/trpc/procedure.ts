import type { z } from 'zod';
import type { Access, AccessRule } from '../lib/access.js';
import type { RequestMeta } from '../lib/context.js';
import type { ContextOf } from '../rest/route.js';

export type ProcedureKind = 'query' | 'mutation';

/** What a procedure's handler gets: its parsed input, and the request's meta and session as a route's handler does. */
export type ProcedureCall<I> = {
  input: I extends z.ZodType ? z.output<I> : undefined;
  meta: RequestMeta;
  /** The session the call was made with; null for API tokens and anonymous callers. */
  sessionId: string | null;
};

/**
 * A tRPC procedure that no REST route does (decision 043): declared as a route is, with its kind in place of a
 * method and one input schema, and built by trpc/procedure-from.ts exactly as a route's procedure is.
 */
export type ProcedureDeclaration<
  I extends z.ZodType | undefined = undefined,
  R = unknown,
  A extends Access = Access,
  K extends ProcedureKind = ProcedureKind,
> = AccessRule & {
  kind: K;
  access: A;
  input?: I;
  /** A sign-in sets the session cookie from the answer's token. */
  session?: 'set' | 'clear';
  handler: (ctx: ContextOf<A>, call: ProcedureCall<I>) => Promise<R> | R;
};

/** A declaration with its types checked where it is written. */
export function defineProcedure<
  I extends z.ZodType | undefined = undefined,
  R = unknown,
  A extends Access = Access,
  K extends ProcedureKind = ProcedureKind,
>(declaration: ProcedureDeclaration<I, R, A, K>): ProcedureDeclaration<I, R, A, K> {
  return declaration;
}
