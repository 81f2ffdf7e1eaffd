import fc from 'fast-check';

/**
 * Inputs for the OpenAPI walk: values drawn from an operation's JSON schema (as the served
 * document states it, so the walk covers what a client is told it may send), mixed with values
 * at and beyond every bound a schema might have forgotten.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  default?: unknown;
};

const HUGE = 'я'.repeat(20_000);

/** Values that have broken shops before: limits of PostgreSQL's and JavaScript's numbers, odd text. */
export const BOUNDARY_VALUES: readonly unknown[] = [
  0,
  -1,
  1,
  1.5,
  -0.000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  5e-324,
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e309',
  'NaN',
  'Infinity',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '0001-01-01T00:00:00Z',
  HUGE,
  'İSTANBUL',
  'ǅ',
  '👩‍👩‍👧 Ａ',
  'ab\u200Bc',
  '\u202Egpj.exe',
  'a\nb',
  '\u0000',
  '../../etc/passwd',
  "' or 1=1 --",
  '%',
  '{}',
  true,
  false,
  null,
  {},
  [],
  [null],
  { '': { a: [] } },
];

export const boundaryArbitrary = fc.constantFrom(...BOUNDARY_VALUES);

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function numberBounds(schema: JsonSchema, integer: boolean) {
  let min = schema.minimum ?? -SAFE_MAX;
  let max = schema.maximum ?? SAFE_MAX;
  const step = integer ? 1 : 0.01;
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  min = Math.max(min, -SAFE_MAX);
  max = Math.min(max, SAFE_MAX);
  return { min: Math.min(min, max), max };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? 1e6));
  }
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1899-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1899-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
}

/** Values that satisfy the schema (or come close): what a well-behaved client might send. */
export function conformingArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const each = choices.map((choice) => inputArbitrary(choice, depth + 1));
    return schema.nullable ? fc.oneof(fc.constant(null), ...each) : fc.oneof(...each);
  }
  if (schema.allOf?.length) return conformingArbitrary(Object.assign({}, ...schema.allOf), depth);

  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (schema.nullable && !types.includes('null')) types.push('null');
  if (!types.length) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, depth)));
}

function typedArbitrary(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema);
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      const bounds = { min: Math.ceil(min), max: Math.floor(max) };
      // Small numbers are the ids of the rows the walk made, so they reach past "not found".
      const small = { min: Math.max(bounds.min, 1), max: Math.min(bounds.max, 8) };
      return small.min <= small.max
        ? fc.oneof(fc.integer(small), fc.integer(bounds), fc.constantFrom(bounds.min, bounds.max))
        : fc.oneof(fc.integer(bounds), fc.constantFrom(bounds.min, bounds.max));
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      const value = fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return schema.multipleOf
        ? value.map((v) => Math.round(v / schema.multipleOf!) * schema.multipleOf!)
        : fc.oneof(value, fc.constantFrom(min, max));
    }
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(inputArbitrary(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, inputArbitrary(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      return schema.additionalProperties === false
        ? record
        : fc
            .tuple(record, fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue())))
            .map(([known, extra]) => ({ ...extra, ...known }));
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Mostly conforming values, and now and then a boundary value in their place: often for a whole
 * parameter or body, rarely deep inside one, so that a body with many fields still often reaches
 * past validation with just one odd value in it.
 */
export function inputArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: depth === 0 ? 4 : 12, arbitrary: conformingArbitrary(schema, depth) },
    { weight: 1, arbitrary: boundaryArbitrary },
  );
}
