import fc from 'fast-check';

/** The part of JSON Schema 2020-12 that zod writes into the OpenAPI document (rest/openapi/build-openapi.ts). */
export type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

// Values stay small: the fuzzer is after the server's answers to many requests, not after large bodies (the
// malformed-input suite sends those).
const LONGEST_TEXT = 40;
const LONGEST_LIST = 4;
const FIRST_DAY = Date.UTC(1950, 0, 1);
const LAST_DAY = Date.UTC(2100, 11, 31);

const isoDay = fc
  .integer({ min: FIRST_DAY / 86_400_000, max: LAST_DAY / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

function matching(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, 'u');
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  try {
    return fc.stringMatching(regex).filter(fits);
  } catch {
    // A pattern fast-check cannot write from (Unicode property classes): ordinary text that happens to match.
    return fc.string({ minLength, maxLength: Math.min(maxLength, LONGEST_TEXT) }).filter((text) => regex.test(text));
  }
}

function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, LONGEST_TEXT);
  if (schema.format === 'date') return isoDay;
  if (schema.pattern) return matching(schema.pattern, minLength, maxLength);
  if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, LONGEST_TEXT)) }),
    // The longest value allowed, where a column or a line of an e-mail may be shorter than the schema says.
    fc.constant('w'.repeat(Math.min(maxLength, 5000))).filter((text) => text.length >= minLength),
  );
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return { min, max };
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  if (schema.type === 'integer') {
    // Ids are small in a fixture made on an empty database, so small numbers name real rows more often than not.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 12) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (as far as JSON Schema can say: the server's refinements may still refuse some). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  switch (schema.type) {
    case 'string':
      return validText(schema);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? LONGEST_LIST, Math.max(schema.minItems ?? 0, LONGEST_LIST)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, validValue(value)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON value of another kind than the schema's, for a wrong-type mutation. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

function breaks(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const wrong: fc.Arbitrary<unknown>[] = [anyJson];
  if (schema.type === 'string' || schema.format || schema.pattern) {
    if (schema.maxLength !== undefined) wrong.push(fc.constant('z'.repeat(schema.maxLength + 1)));
    if (schema.minLength) wrong.push(fc.constant(''));
    if (schema.pattern) {
      const regex = new RegExp(schema.pattern, 'u');
      wrong.push(fc.string({ maxLength: 30 }).filter((text) => !regex.test(text)));
    }
    if (schema.format === 'date') wrong.push(fc.constantFrom('2027-02-30', '2027-13-01', '0000-01-01', '9999-12-31'));
    if (schema.format === 'email') wrong.push(fc.constantFrom('no-at-sign', 'a@', '@b.org', 'a b@c.org'));
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = bounds(schema);
    wrong.push(fc.constantFrom(min - 1, max + 1, 1e308, -1e308, 2 ** 31, 0.5, `${min}`));
  }
  if (schema.enum) wrong.push(fc.string({ maxLength: 12 }).filter((text) => !schema.enum!.includes(text)));
  if (schema.type === 'array' && schema.items) {
    wrong.push(fc.tuple(...breaks(schema.items).slice(0, 1)).map(([value]) => [value]));
  }
  return wrong;
}

/**
 * Values the schema refuses: one thing wrong at a time (a required field left out, one field of the wrong type or out
 * of its range or pattern, a key that is no field), so each probe tests one rule.
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(anyJson, ...options.filter((option) => option.type === 'object').map(invalidValue));
  if (schema.type !== 'object') return fc.oneof(...breaks(schema));
  const properties = Object.entries(schema.properties ?? {});
  const whole = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<unknown>[] = [anyJson];
  for (const name of schema.required ?? []) {
    mutations.push(whole.map((value) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))));
  }
  for (const [name, property] of properties) {
    mutations.push(fc.tuple(whole, invalidValue(property)).map(([value, bad]) => ({ ...value, [name]: bad })));
  }
  if (schema.additionalProperties === false) {
    mutations.push(whole.map((value) => ({ ...value, not_a_field: 1 })));
  }
  return fc.oneof(...mutations);
}
