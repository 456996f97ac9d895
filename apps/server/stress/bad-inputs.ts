import fc from 'fast-check';
import { z } from 'zod';
import { holdsUnstorableText } from '../src/lib/unstorable-text.js';
import type { RestRoute } from '../src/rest/route.js';

/** One request that the contract (API.md and the shared schemas) says must be refused. */
export type BadRequest = {
  /** What is wrong with it, for the failure message. */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What a route needs besides its table row: real path values, a body that would pass, and the rule for a body. */
export type RouteFixture = {
  params: Record<string, string>;
  validBody?: Record<string, unknown>;
  /** Whether the contract accepts a body; defaults to the route's own zod schema. */
  accepts?: (body: unknown) => boolean;
};

const DEPTH = 10_000;
export const HUGE = 'x'.repeat(1_000_000);
/** Nested 10,000 levels deep, as JSON text: JSON.stringify of such a value would be the test's own stack risk. */
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** Raw JSON texts for one field: wrong types, extremes, and values JSON.stringify cannot write (1e309 parses to Infinity). */
const RAW_FIELD_VALUES: Record<string, string> = {
  'a number': '12345',
  'a negative number': '-1',
  'a fraction': '1.5',
  'an infinite number (1e309)': '1e309',
  'a number past 32 bits': '2147483648',
  true: 'true',
  false: 'false',
  null: 'null',
  'an empty array': '[]',
  'an array of strings': '["a","b"]',
  'an object': '{"nested":true}',
  'a string': '"text"',
  'an empty string': '""',
  'a blank string': '"   "',
  'a 1 MB string': JSON.stringify(HUGE),
  'a string with a NUL byte': '"a\\u0000b"',
  'a lone surrogate': '"\\ud800"',
  'an array nested 10,000 deep': DEEP_ARRAY,
  'an object nested 10,000 deep': DEEP_OBJECT,
  'the date 2025-02-30': '"2025-02-30"',
  'the date 2025-13-01': '"2025-13-01"',
  'the date tomorrow': '"tomorrow"',
  'the date 2025-2-3': '"2025-2-3"',
  'the date 0000-01-01': '"0000-01-01"',
  'the date 9999-12-31': '"9999-12-31"',
  'a street after a lone surrogate': '"\\ud800 street"',
  'a lone low surrogate': '"a\\udc00"',
};

/** Bodies that are wrong as a whole. */
const RAW_BODIES: Record<string, string> = {
  'a null body': 'null',
  'an array body': '[]',
  'a string body': '"text"',
  'a number body': '42',
  'an array nested 10,000 deep': DEEP_ARRAY,
  'an object nested 10,000 deep': DEEP_OBJECT,
};

/**
 * Bodies that never reach a handler: Fastify refuses them while parsing. Routes without a body get only these,
 * because a well-formed body they ignore is not a bad input (POST /maintenance/clear-members with text/plain
 * still clears the members, as it should).
 */
const UNPARSEABLE: { label: string; type?: string; payload: string }[] = [
  { label: 'truncated JSON', type: 'application/json', payload: '{"first_name": "Ann' },
  { label: 'JSON with a trailing comma', type: 'application/json', payload: '{"a": 1,}' },
  { label: 'an empty JSON body', type: 'application/json', payload: '' },
  {
    label: 'JSON over the body limit',
    type: 'application/json',
    payload: JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }),
  },
  { label: 'an XML body', type: 'application/xml', payload: '<member><first_name>Ann</first_name></member>' },
  {
    label: 'a form-urlencoded body',
    type: 'application/x-www-form-urlencoded',
    payload: 'first_name=Ann&last_name=Lee',
  },
  { label: 'an unknown content type', type: 'application/x-garbage', payload: '\u0000\u0001\u0002' },
];

/** Path values a route must refuse before it looks anything up. */
const BAD_PATH_VALUES: Record<string, string[]> = {
  id: [
    '-1',
    '0',
    '1e309',
    'abc',
    '2147483648',
    '1.5',
    '%00',
    '%20',
    'null',
    '0x10',
    encodeURIComponent('1; drop table members'),
  ],
  key: [
    'no_such_key',
    '__proto__',
    'constructor',
    'toString',
    'x'.repeat(65),
    '%00',
    encodeURIComponent("club_name' or '1'='1"),
  ],
  file_name: [
    '..%2F..%2Fetc%2Fpasswd',
    'abc',
    'club-backup.json.gz',
    '%00',
    encodeURIComponent('club-backup-2025-02-30T00-00-00Z.json.gz'),
  ],
  kind: ['MEMBER', 'everyone', encodeURIComponent('club '), '__proto__', 'x'.repeat(65), '%00'],
  // Calendar feed files: <id>-<43-character signature>.ics; a guess or a bent token is a 404, never a feed.
  file: [
    'garbage.ics',
    `1-${'A'.repeat(43)}.ics`,
    `1-${'A'.repeat(43)}`,
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    encodeURIComponent("1' or '1'='1.ics"),
  ],
};

const json = { 'content-type': 'application/json' };
const fillPath = (path: string, params: Record<string, string>) =>
  `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!)}`;

/** A body with one field replaced by raw JSON text (which may be deeper or stranger than JSON.stringify allows). */
function withRawField(body: Record<string, unknown>, field: string, raw: string): string {
  const marker = '\u0001marker\u0001';
  return JSON.stringify({ ...body, [field]: marker }).replace(JSON.stringify(marker), raw);
}

function omit(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const { [field]: _dropped, ...rest } = body;
  return rest;
}

/** The top-level fields of an object schema (zod keeps `.shape` through refine, partial and strict). */
function fieldsOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

export function isZodBody(body: RestRoute['body']): body is z.ZodType {
  return body instanceof z.ZodType;
}

/** Every bad request for one route: bad path values, bad query values, bad bodies, and bodies no parser accepts. */
export function badRequestsFor(
  route: RestRoute,
  fixture: RouteFixture,
  options: { generated: number; seed: number },
): BadRequest[] {
  const method = route.method.toUpperCase() as BadRequest['method'];
  const url = fillPath(route.path, fixture.params);
  const requests: BadRequest[] = [];
  const validPayload = fixture.validBody ? JSON.stringify(fixture.validBody) : undefined;

  for (const name of Object.keys(fixture.params)) {
    for (const value of BAD_PATH_VALUES[name] ?? []) {
      requests.push({
        label: `path ${name}=${value.slice(0, 40)}`,
        method,
        url: fillPath(route.path, { ...fixture.params, [name]: value }),
        headers: validPayload ? json : {},
        payload: validPayload,
      });
    }
  }

  if (route.query) requests.push(...badQueries(route.query, url));

  if (isZodBody(route.body)) {
    const schemaAccepts = fixture.accepts ?? ((body: unknown) => (route.body as z.ZodType).safeParse(body).success);
    // The edges refuse text PostgreSQL cannot store (a NUL, half a surrogate pair) before any schema sees it.
    const accepts = (body: unknown) => !holdsUnstorableText(body) && schemaAccepts(body);
    const base = fixture.validBody ?? {};
    const candidates: { label: string; payload: string }[] = [];
    for (const [label, raw] of Object.entries(RAW_BODIES)) candidates.push({ label, payload: raw });
    candidates.push(
      { label: 'an empty object', payload: '{}' },
      { label: 'the body inside an array', payload: JSON.stringify([base]) },
    );
    for (const field of fieldsOf(route.body)) {
      candidates.push({ label: `${field} missing`, payload: JSON.stringify(omit(base, field)) });
      for (const [label, raw] of Object.entries(RAW_FIELD_VALUES))
        candidates.push({ label: `${field} as ${label}`, payload: withRawField(base, field, raw) });
    }
    candidates.push(...generatedBodies(base, fieldsOf(route.body), options));
    // Only what the contract refuses is a bad input: a generated body that happens to be valid is not sent.
    for (const candidate of candidates) {
      if (!accepts(JSON.parse(candidate.payload))) requests.push({ ...candidate, method, url, headers: json });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      requests.push({
        label: `a valid body sent as ${type}`,
        method,
        url,
        headers: { 'content-type': type },
        payload: validPayload ?? '{}',
      });
    }
    // A route that reads a missing body as {} (auto-fill) takes a multipart request as an empty one.
    if (!accepts(undefined)) requests.push(...brokenMultipart(method, url, 'file'));
  }

  if (method !== 'GET') {
    for (const body of UNPARSEABLE) {
      requests.push({
        label: body.label,
        method,
        url,
        headers: body.type ? { 'content-type': body.type } : {},
        payload: body.payload,
      });
    }
  }
  return requests;
}

/** A valid body with one field replaced by an arbitrary JSON value, and arbitrary JSON values as the whole body. */
function generatedBodies(
  base: Record<string, unknown>,
  fields: string[],
  options: { generated: number; seed: number },
) {
  const arbitrary =
    fields.length > 0
      ? fc.oneof(
          fc
            .record({ field: fc.constantFrom(...fields), value: fc.jsonValue() })
            .map(({ field, value }) => ({ ...base, [field]: value })),
          fc.jsonValue(),
        )
      : fc.jsonValue();
  return fc.sample(arbitrary, { numRuns: options.generated, seed: options.seed }).map((body, index) => ({
    label: `generated body #${index} (seed ${options.seed})`,
    payload: JSON.stringify(body) ?? 'null',
  }));
}

function badQueries(query: z.ZodObject, url: string): BadRequest[] {
  const requests: BadRequest[] = [];
  for (const field of Object.keys(query.shape)) {
    const values = ['nope', '', '%00', 'x'.repeat(10_000), '2025-02-30', '0000-01-01', '9999-12-31', '-1'];
    for (const value of values) {
      const decoded = value === '%00' ? '\u0000' : value;
      if (query.safeParse({ [field]: decoded }).success && value !== '%00') continue;
      requests.push({
        label: `query ${field}=${value.slice(0, 20)}`,
        method: 'GET',
        url: `${url}?${field}=${value === '%00' ? value : encodeURIComponent(value)}`,
        headers: {},
      });
    }
    requests.push({
      label: `query ${field} given twice`,
      method: 'GET',
      url: `${url}?${field}=a&${field}=b`,
      headers: {},
    });
  }
  return requests;
}

/** multipart/form-data bodies that are broken in the ways a client or a proxy breaks them. */
export function brokenMultipart(
  method: BadRequest['method'],
  url: string,
  field: string,
  file: { name: string; content: string | Buffer } = { name: 'upload.bin', content: 'a,b\n1,2\n' },
): BadRequest[] {
  const content = file.content;
  const boundary = '----stress-boundary';
  const part = (name: string, body: string | Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(body) ? body : Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const whole = Buffer.concat([part(field, content), end]);
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return [
    {
      label: 'multipart with the wrong boundary',
      method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=something-else' },
      payload: whole,
    },
    {
      label: 'multipart without a boundary',
      method,
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole,
    },
    {
      label: 'multipart cut off half-way',
      method,
      url,
      headers: type,
      payload: whole.subarray(0, Math.floor(whole.length / 2)),
    },
    { label: 'multipart without the closing boundary', method, url, headers: type, payload: part(field, content) },
    {
      label: 'multipart with the file in another field',
      method,
      url,
      headers: type,
      payload: Buffer.concat([part('other', content), end]),
    },
    {
      label: 'multipart with two files',
      method,
      url,
      headers: type,
      payload: Buffer.concat([part(field, content), part(field, content), end]),
    },
    { label: 'multipart with no parts', method, url, headers: type, payload: end },
    {
      label: 'multipart with garbage instead of parts',
      method,
      url,
      headers: type,
      payload: Buffer.from([0, 255, 13, 10, 45, 45, 0, 1, 2]),
    },
  ];
}

/** A well-formed multipart body with one file, to carry garbage content. */
export function multipartFile(
  field: string,
  fileName: string,
  content: Buffer,
): { headers: Record<string, string>; payload: Buffer } {
  const boundary = '----stress-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
