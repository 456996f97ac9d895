import { z } from 'zod';
import type { RestRoute } from '../rest/route.js';

/**
 * Decision 043: a route's params, query and body as one tRPC input, and back. A route with only a body takes the body
 * itself; one with params and/or a query takes their fields flat ({ id }, { status }); one with both takes its body
 * under `data` ({ id, data }).
 */

/** A body of two forms is parsed by the schema of the form it is, as the registrar does, so its errors are that form's. */
function eitherForm(bodyFor: (raw: unknown) => z.ZodType): z.ZodType {
  return z.unknown().transform((raw, ctx) => {
    const parsed = bodyFor(raw).safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  });
}

function bodySchema(route: RestRoute): z.ZodType | undefined {
  // procedureFrom's signature keeps upload routes out: a file arrives as multipart, never in a tRPC call.
  const body = route.body as z.ZodType | undefined;
  if (!body) return undefined;
  const form = route.bodyFor ? eitherForm(route.bodyFor) : body;
  return route.bodyMayBeEmpty ? form.prefault({}) : form;
}

function fieldsSchema({ params, query }: RestRoute): z.ZodObject | undefined {
  return params && query ? params.extend(query.shape) : (params ?? query);
}

/** The one schema the procedure of a route parses its input with; none for a route that takes no input. */
export function routeInputSchema(route: RestRoute): z.ZodType | undefined {
  const fields = fieldsSchema(route);
  const body = bodySchema(route);
  if (!fields) return body;
  // Fields all optional (a list's filters) may be left out whole; a missing id is then named as a field error.
  return (body ? fields.extend({ data: body }) : fields).prefault({});
}

const pick = (value: Record<string, unknown>, schema: z.ZodObject) =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, value[key]]));

type Fields = Record<string, unknown>;

/** The parsed input split back into the params, query and body the route's handler takes. */
export function routeParts(route: RestRoute, input: unknown) {
  if (!route.params && !route.query) return { params: undefined, query: undefined, body: input };
  const { data: body, ...rest } = route.body ? (input as Fields) : { data: undefined };
  const fields = route.body ? rest : (input as Fields);
  return {
    params: route.params && (route.query ? pick(fields, route.params) : fields),
    query: route.query && (route.params ? pick(fields, route.query) : fields),
    body,
  };
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
/** A value every field of which may be left out may be left out whole. */
type MayBeLeftOut<T> = object extends T ? T | undefined : T;
type BodyInput<B, E> = E extends true ? InputOf<B> | undefined : InputOf<B>;

/** The input a route's procedure takes, by the convention above. */
export type RouteProcedureInput<P, Q, B, E> = [P, Q] extends [undefined, undefined]
  ? B extends z.ZodType
    ? BodyInput<B, E>
    : void
  : MayBeLeftOut<
      Simplify<
        InputOf<P> &
          InputOf<Q> &
          (B extends z.ZodType ? (E extends true ? { data?: InputOf<B> } : { data: InputOf<B> }) : unknown)
      >
    >;
