import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { type Access, type AccessRule, callerAllowedBy } from '../lib/access.js';
import {
  type DeploymentContext,
  deploymentContextFor,
  type RequestMeta,
  runInClub,
  type ServiceContext,
  type Settled,
} from '../lib/context.js';
import { requestMeta } from '../lib/request-meta.js';
import { clearSessionCookie, setSessionCookie } from '../modules/auth/session-cookie.js';
import { type DeclaredRoute, type FileAnswer, type Method, type RestRoute, StreamedData } from '../rest/route.js';
import type { Context } from './context.js';
import { baseProcedure, type Meta } from './init.js';
import type { ProcedureDeclaration, ProcedureKind } from './procedure.js';
import { type RouteProcedureInput, routeInputSchema, routeParts } from './route-input.js';

/**
 * Decision 043: a tRPC procedure is built from a declaration, never written by hand. A REST route's declaration gives
 * its procedure the route's gate, inputs (trpc/route-input.ts), handler and session cookie; a procedure no route does
 * is declared the same way (trpc/procedure.ts) and built the same way.
 */

/** Everything a procedure is built from, whichever kind of declaration said it. */
type Plan = {
  kind: ProcedureKind;
  declaration: Meta['declaration'];
  input: z.ZodType | undefined;
  session: 'set' | 'clear' | undefined;
  /** A route that reads no club's rows runs outside any unit of work (rest/route.ts `outsideClub`). */
  outsideClub: boolean;
  // Method syntax: a declared procedure's run takes only the service context, which is all it is ever given.
  run(
    ctx: ServiceContext | DeploymentContext,
    input: unknown,
    call: { meta: RequestMeta; sessionId: string | null },
  ): unknown;
};

/** The access rule alone, as the meta records it. */
const accessOf = (rule: AccessRule): AccessRule =>
  rule.access === 'admin' ? { access: 'admin', action: rule.action } : { access: rule.access };

function routePlan(route: RestRoute): Plan {
  return {
    kind: route.method === 'get' ? 'query' : 'mutation',
    declaration: { ...accessOf(route), route: `${route.method.toUpperCase()} ${route.path}` },
    input: routeInputSchema(route),
    session: route.session,
    outsideClub: route.outsideClub === true,
    run: (ctx, input, call) => route.handler(ctx, { ...routeParts(route, input), file: undefined, ...call }),
  };
}

function declaredPlan(declaration: ProcedureDeclaration<z.ZodType | undefined, unknown, Access>): Plan {
  return {
    kind: declaration.kind,
    declaration: accessOf(declaration),
    input: declaration.input,
    session: declaration.session,
    outsideClub: false,
    run: (ctx: ServiceContext, input: unknown, call: { meta: RequestMeta; sessionId: string | null }) =>
      declaration.handler(ctx, { input, ...call }),
  };
}

/** tRPC answers are held whole: text streamed for REST is collected into the value it stands for. */
async function whole(result: unknown): Promise<unknown> {
  if (!(result instanceof StreamedData)) return result;
  const pieces: string[] = [];
  for await (const piece of result.pieces) pieces.push(piece);
  return JSON.parse(pieces.join('')) as unknown;
}

function build(plan: Plan) {
  // The gate runs before the input is parsed: who may not call learns nothing from the inputs.
  const gated = baseProcedure
    .meta({ declaration: plan.declaration })
    .use(({ ctx, next }) =>
      next({ ctx: { scope: { ...ctx.scope, caller: callerAllowedBy(plan.declaration, ctx.req.auth) } } }),
    );
  const resolve = async ({ ctx, input }: { ctx: Context; input: unknown }) => {
    const { auth } = ctx.req;
    const { config } = ctx.deps;
    const call = { meta: requestMeta(ctx.req, config), sessionId: auth.user ? auth.sessionId : null };
    // Streamed text is read whole inside the unit of work, whose transaction holds the cursor it comes from.
    const result = plan.outsideClub
      ? await plan.run(deploymentContextFor(ctx.deps, ctx.scope), input, call)
      : await runInClub(ctx.deps, ctx.scope, async (services) => whole(await plan.run(services, input, call)));
    if (plan.session === 'set') setSessionCookie(ctx.res, config, (result as { token: string }).token);
    if (plan.session === 'clear') clearSessionCookie(ctx.res);
    return result;
  };
  // Without a parser tRPC reads no input, so a mutation that takes none may come with an empty body.
  if (!plan.input) return plan.kind === 'query' ? gated.query(resolve) : gated.mutation(resolve);
  const parsed = gated.input(plan.input);
  return plan.kind === 'query' ? parsed.query(resolve) : parsed.mutation(resolve);
}

/** A tRPC answer is the handler's result, with text streamed for REST as the value it stands for. */
type Answer<R> = Whole<Settled<R>>;
type Whole<R> = R extends StreamedData<infer T> ? T : R;

type Built<K extends ProcedureKind, I, O> = K extends 'query'
  ? TRPCQueryProcedure<{ input: I; output: O; meta: Meta; errorShape: unknown }>
  : TRPCMutationProcedure<{ input: I; output: O; meta: Meta; errorShape: unknown }>;

/**
 * The procedure of a REST route: a query for a GET, a mutation otherwise. A route that takes an uploaded file or
 * answers with one has none: a tRPC call carries JSON only.
 */
export function procedureFrom<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  R,
  A extends Access,
  M extends Method,
  E extends true | undefined,
>(
  route: DeclaredRoute<P, Q, B, R, A, M, E> & (Awaited<R> extends FileAnswer ? never : unknown),
): Built<M extends 'get' ? 'query' : 'mutation', RouteProcedureInput<P, Q, B, E>, Answer<Awaited<R>>>;
/** The procedure of a declaration no REST route does. */
export function procedureFrom<I extends z.ZodType | undefined, R, A extends Access, K extends ProcedureKind>(
  declaration: ProcedureDeclaration<I, R, A, K>,
): Built<K, I extends z.ZodType ? z.input<I> : void, Answer<Awaited<R>>>;
export function procedureFrom(source: RestRoute | ProcedureDeclaration<z.ZodType | undefined, unknown, Access>) {
  return build('method' in source ? routePlan(source) : declaredPlan(source));
}
