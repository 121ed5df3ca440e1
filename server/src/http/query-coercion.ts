// Query strings and path parameters arrive as text: a scope whose routes read integers or booleans
// there ('?take=20&live=true', '/event/12') registers this validator compiler, which turns "12" into 12
// and "true" into true in those parts only; bodies keep the app's rule of no coercion.
import Ajv, { type Plugin } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { ajvOptions } from '../plugins/validation';

function ajvWith(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ ...ajvOptions.customOptions, coerceTypes });
  (ajvFormats as Plugin<unknown>)(ajv);
  (ajvErrors as Plugin<unknown>)(ajv);
  return ajv;
}

/**
 * One pair for the process: building an Ajv with its formats and error messages costs ~70 ms, and six
 * scopes each built two for every app (a server start, every server test file); one pair also compiles
 * a schema two scopes share once (ajv caches by the schema object).
 */
let shared: { strict: Ajv; coercing: Ajv } | undefined;

export function coerceQueryAndParams(scope: FastifyInstance): void {
  shared ??= { strict: ajvWith(false), coercing: ajvWith(true) };
  const { strict, coercing } = shared;
  scope.setValidatorCompiler(({ schema, httpPart, method, url }) =>
    scope.schemaCompilation.validatorOnFirstUse(
      () => (httpPart === 'querystring' || httpPart === 'params' ? coercing : strict).compile(schema),
      `${method} ${url} ${httpPart}`,
    ),
  );
}
