import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Locale } from '@club/shared';
import type { Access, AccessRule } from '../lib/access.js';
import type {
  DeploymentContext,
  OperatorContext,
  RequestMeta,
  ServiceContext,
  Settled,
  SignedInContext,
} from '../lib/context.js';

export type { Access, AccessRule };

/**
 * The shape of a REST route declaration (`modules/<domain>/<domain>.routes.ts`): everything the registrar
 * (rest/registrar.ts), the OpenAPI document (rest/openapi/build-openapi.ts) and the permission matrix need to know,
 * said once.
 */

export type UploadField = { multipartField: string; description: string };
export type UploadedFile = { name: string; bytes: Buffer };

/** A file answered as it is, with its own headers (the CSV export, a backup, a calendar feed). */
export type FileAnswer = { body: string | Buffer | Readable; headers: Record<string, string | number> };

/**
 * Envelope `data` too large to hold at once (GET /users without paging: the whole roster), given as its JSON text in
 * pieces. The registrar writes the envelope around them as they come; the first piece is awaited before any header
 * goes out, so a failure there is an ordinary error answer. `T` is the value the text stands for, which a tRPC
 * procedure answers whole (trpc/procedure-from.ts).
 */
export class StreamedData<T = unknown> {
  declare readonly standsFor?: T;
  constructor(readonly pieces: AsyncIterable<string>) {}
}

/** What a successful call answers with. */
export type RouteAnswer<R> =
  | {
      kind: 'envelope';
      data: z.ZodType;
      status?: 200 | 201;
      /** A second success status the route may answer, chosen by `statusOf`. */
      also?: { status: 200 | 201; description: string };
      statusOf?: (result: R) => number;
      /** The success's text; a text with inputs is written in the caller's language here, as `inLocale` cannot find it. */
      message?: string | ((result: R, locale: Locale) => string);
    }
  | { kind: 'raw'; schema: z.ZodType; statusOf?: (result: R) => number }
  | { kind: 'file'; contentType: 'text/csv' | 'application/gzip' | 'text/calendar'; description: string };

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<P, Q, B> = {
  params: Output<P>;
  query: Output<Q>;
  body: B extends z.ZodType ? z.output<B> : undefined;
  /** The uploaded file of a multipart route. */
  file: B extends UploadField ? UploadedFile : undefined;
  meta: RequestMeta;
  /** The session the call was made with; null for API tokens and anonymous callers. */
  sessionId: string | null;
};

/**
 * The context a handler gets: a signed-in one wherever the access rule lets only signed-in callers in, and no unit of
 * work at all for a route that reads no club's rows.
 */
export type ContextOf<A, O = undefined> = A extends 'operator'
  ? OperatorContext
  : O extends true
    ? DeploymentContext
    : A extends 'public'
      ? ServiceContext
      : SignedInContext;

export type Method = 'get' | 'post' | 'put' | 'delete';

export type RouteDeclaration<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | UploadField | undefined = undefined,
  R = unknown,
  A extends Access = Access,
  M extends Method = Method,
  E extends true | undefined = true | undefined,
  O extends true | undefined = true | undefined,
> = AccessRule & {
  method: M;
  /** OpenAPI form, relative to {base}/api: /users/{id}. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  /** Who may call it beyond the role gate, e.g. "or the member themself": a row rule the service enforces. */
  accessNote?: string;
  /** API.md: a path id that is not a number names no record, so the path is unknown (404) rather than a bad id. */
  numericId?: true;
  /** A GET that changes data never runs on a browser's cookie: a bearer token is required. */
  bearerOnly?: true;
  params?: P;
  query?: Q;
  body?: B;
  /** An empty body counts as {} (the body's fields are all optional). */
  bodyMayBeEmpty?: E;
  /** Which schema parses a body that may take either of two forms; `body` describes both. */
  bodyFor?: (raw: unknown) => z.ZodType;
  answer: RouteAnswer<NoInfer<Settled<R>>>;
  /** The sign-in routes set the session cookie from the answer's token; logout clears it. */
  session?: 'set' | 'clear';
  /** Statuses beyond those the access and the inputs imply (401/403/422/500 are added by the builder). */
  errors?: number[];
  /** Issue 28: the route reads no club's rows (the status routes), so it runs outside any unit of work. */
  outsideClub?: O;
  /**
   * Issue 28: the route is the association's, at the deployment's root of a deployment of many clubs: under a club's
   * path or host it is an unknown path (404).
   */
  association?: true;
  /**
   * Issue 28 point 5: at the root of a deployment of many, where no club is named, this answers the same call instead
   * (the deployment's own sign-in page); under a club, and on a server of one club, the handler does.
   */
  atDeploymentRoot?: (ctx: DeploymentContext, input: RouteInput<P, Q, B>) => Promise<R> | R;
  handler: (ctx: ContextOf<A, O>, input: RouteInput<P, Q, B>) => Promise<R> | R;
};

export type RestRoute = RouteDeclaration<
  z.ZodObject | undefined,
  z.ZodObject | undefined,
  z.ZodType | UploadField | undefined,
  unknown,
  Access
>;

declare const written: unique symbol;

/**
 * A declaration as its module's list holds it: a RestRoute (the registrar reads routes of every shape), its access
 * rule still known, and the types it was written with kept, never as a value, for trpc/procedure-from.ts.
 */
export type DeclaredRoute<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | UploadField | undefined,
  R,
  A extends Access,
  M extends Method,
  E extends true | undefined,
> = RestRoute &
  Extract<AccessRule, { access: A }> & {
    readonly [written]?: { method: M; params: P; query: Q; body: B; result: R; bodyMayBeEmpty: E };
  };

/** A declaration with its types checked where it is written. */
export function defineRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | UploadField | undefined = undefined,
  R = unknown,
  A extends Access = Access,
  M extends Method = Method,
  E extends true | undefined = undefined,
  O extends true | undefined = undefined,
>(declaration: RouteDeclaration<P, Q, B, R, A, M, E, O>): DeclaredRoute<P, Q, B, R, A, M, E> {
  return declaration as unknown as DeclaredRoute<P, Q, B, R, A, M, E>;
}
