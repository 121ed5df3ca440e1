import type { JsonSchema } from '@arena/contracts';

/** "The value of `field` must equal the value of `other`" (paths of property names from the form's root). */
export interface FieldMatch {
  field: string[];
  other: string[];
}

export interface SchemaWithoutData {
  schema: JsonSchema;
  matches: FieldMatch[];
}

// ajv's `$data` (a relative JSON pointer as a keyword's value) is no JSON Schema: an interpreting
// validator would read `const: { $data: '1/password' }` as "equal this object". The contracts use it
// only for "must match password", so that one form becomes a field-equality check; any other use
// fails loudly here instead of passing silently in the browser while the server refuses.
const isDataReference = (value: unknown): value is { $data: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { $data?: unknown }).$data === 'string';

/** `1/password` (the sibling property) and nothing further afield. */
const SIBLING = /^1\/([^/]+)$/;
export const unescapePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A copy of `schema` without its `$data` "must match" rules, and those rules as field matches.
 * `at` is the instance path of the schema being walked while it is reached through `properties`
 * only, where a sibling is well defined; null below any other keyword (items, anyOf, if …).
 */
export function extractFieldMatches(schema: JsonSchema): SchemaWithoutData {
  const matches: FieldMatch[] = [];

  const walk = (node: unknown, at: string[] | null): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, null));
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [keyword, value] of Object.entries(node as Record<string, unknown>)) {
      if (isDataReference(value)) {
        const sibling = keyword === 'const' && at !== null && at.length > 0 ? SIBLING.exec(value.$data) : null;
        if (!sibling || !at) throw new Error(`@arena/forms: unsupported $data ${JSON.stringify(value.$data)} on "${keyword}"`);
        matches.push({ field: at, other: [...at.slice(0, -1), unescapePointer(sibling[1])] });
      } else if (keyword === 'properties' && typeof value === 'object' && value !== null) {
        copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, walk(property, at && [...at, name])]));
      } else {
        copy[keyword] = walk(value, null);
      }
    }
    return copy;
  };

  return { schema: walk(schema, []) as JsonSchema, matches };
}
