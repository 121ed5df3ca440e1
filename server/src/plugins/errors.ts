// Every failure leaves as `{ success: false, message }` in the request's language: bad JSON, failed
// schemas, oversized bodies, thrown HttpErrors and crashes alike. Stack traces stay in the log.
import type { FastifyError, FastifyRequest, FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { formatMoney } from '@arena/contracts';
import { HttpError, NOT_FOUND, sendFailure, TooManyRequestsError } from '../http/errors';
import { resolveLocale, translate } from './locale';

const GENERIC_ERROR = 'An unexpected error occurred. Please try again later.';

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
};

const KEYWORD_MESSAGES: Record<string, string> = {
  minLength: '{field} is too short.',
  minItems: '{field} is too short.',
  maxLength: '{field} is too long.',
  maxItems: '{field} is too long.',
  minimum: '{field} is too small.',
  exclusiveMinimum: '{field} is too small.',
  maximum: '{field} is too large.',
  exclusiveMaximum: '{field} is too large.',
  pattern: '{field} has an invalid format.',
  format: '{field} has an invalid format.',
};

/** '/detail/amount' → 'detail.amount' */
const fieldName = (instancePath: string, child?: string) => [...instancePath.split('/').filter(Boolean), ...(child ? [child] : [])].join('.');

/** A user-facing sentence for one ajv error (the first one decides the reply message). */
function validationMessage(error: FastifySchemaValidationError, request: FastifyRequest): string {
  const t = request.t.bind(request);
  const params = error.params;
  switch (error.keyword) {
    case 'errorMessage':
      // ajv-errors: the schema author's own message, used as a translation key
      return t(error.message ?? 'The request is invalid.');
    case 'required':
      return t('{field} is required.', { field: fieldName(error.instancePath, String(params.missingProperty)) });
    case 'additionalProperties':
      return t('Unknown field: {field}.', { field: fieldName(error.instancePath, String(params.additionalProperty)) });
    case 'type': {
      if (error.instancePath === '') return t('The request body must be a JSON object.');
      const type = String(params.type).split(',')[0];
      return t('{field} must be {type}.', { field: fieldName(error.instancePath), type: t(TYPE_NAMES[type] ?? type) });
    }
    default: {
      const field = fieldName(error.instancePath) || 'body';
      return t(KEYWORD_MESSAGES[error.keyword] ?? '{field} has an invalid value.', { field });
    }
  }
}

function frameworkMessageKey(error: FastifyError, statusCode: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'The request body is not valid JSON.';
  if (statusCode === 413) return 'The request body is too large.';
  if (statusCode === 415) return 'The content type is not supported.';
  if (statusCode === 404) return NOT_FOUND;
  return 'The request is invalid.';
}

/**
 * Errors Fastify raises before routing (e.g. a malformed %-escape in the URL) skip the error handler
 * and the onRequest hooks, so the locale is resolved here from the raw header.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const locale = resolveLocale(request.headers['x-locale']);
  request.log.info({ code: error.code, message: error.message }, 'client error');
  sendFailure(reply, 400, translate(locale, 'The request is invalid.'));
};

export default fp(
  async (app) => {
    // an empty POST is an empty object, so required fields are reported by name instead of
    // "body must be object"; bodies that are present still go through the safe default parser
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // parseAs 'string' hands over a string
      if (body === '') done(null, {});
      else void defaultJsonParser(request, body as string, done);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.method === 'POST') request.body = {};
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation && error.validation.length > 0) {
        return sendFailure(reply, 400, validationMessage(error.validation[0], request));
      }
      if (error instanceof TooManyRequestsError) {
        const seconds = error.retryAfterSeconds;
        reply.header('Retry-After', String(seconds));
        const minutes = String(Math.max(1, Math.ceil(seconds / 60)));
        return sendFailure(reply, 429, request.t(error.message, { minutes }), { retryAfterSeconds: seconds });
      }
      if (error instanceof HttpError) {
        const params = Object.fromEntries(
          Object.entries(error.params).map(([name, value]) => [name, typeof value === 'string' ? value : formatMoney(value.money, request.locale)]),
        );
        return sendFailure(reply, error.statusCode, request.t(error.message, params), error.code ? { code: error.code } : {});
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        request.log.info({ code: error.code, message: error.message }, 'client error');
        return sendFailure(reply, statusCode, request.t(frameworkMessageKey(error, statusCode)));
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendFailure(reply, 500, request.t(GENERIC_ERROR));
    });
  },
  { name: 'arena-errors', dependencies: ['arena-locale'] },
);
