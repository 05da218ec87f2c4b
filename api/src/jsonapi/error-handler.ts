import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorObject, type JsonApiErrorObject } from './errors.js';
import { databaseUnavailable } from './database-unavailable.js';
import { isDatabaseUnreachable } from '../db/unreachable.js';
import { requestLocale } from '../http/locale.js';
import { validationText } from '../http/validation-messages.js';
import { DEFAULT_LOCALE, type Locale } from '../shared-rules.js';

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function validationErrors(
  err: FastifyError & { validation: ValidationItem[]; validationContext?: string },
  locale: Locale,
) {
  const context = err.validationContext ?? 'body';
  if (context === 'body') {
    const seen = new Set<string>();
    const errors = err.validation.flatMap((v) => {
      const missing = typeof v.params?.missingProperty === 'string' ? `/${v.params.missingProperty}` : '';
      const pointer = `${v.instancePath ?? ''}${missing}` || '/';
      if (seen.has(pointer)) return [];
      seen.add(pointer);
      const field = pointer === '/' ? '' : (pointer.split('/').pop() ?? '');
      const kind = missing || v.params?.kind === 'required' ? 'required' : 'value';
      const { code, text } = validationText(kind, field, locale);
      return [errorObject(422, text, { pointer }, code)];
    });
    return { status: 422, errors };
  }
  const errors = err.validation.map((v) => {
    const name = (v.instancePath ?? '').replace(/^\//, '') || String(v.params?.missingProperty ?? context);
    return errorObject(
      context === 'params' ? 404 : 400,
      `Invalid ${context} parameter ${name}: ${v.message ?? 'invalid'}`,
      { parameter: name },
    );
  });
  return { status: context === 'params' ? 404 : 400, errors };
}

/** SQLSTATEs of text the database cannot store: invalid byte sequence (NUL), untranslatable character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** Any error → a status and JSON:API error objects. Bad input is always 4xx. */
export function toJsonApiErrors(
  error: unknown,
  locale: Locale = DEFAULT_LOCALE,
): { status: number; errors: JsonApiErrorObject[]; headers?: Record<string, string> } {
  // A database that cannot be reached (restart, failover): 503 and Retry-After, never 500.
  if (isDatabaseUnreachable(error)) return databaseUnavailable(locale);
  if (error instanceof ApiError) return { status: error.statusCode, errors: error.errors };
  const err = error as FastifyError & { validation?: ValidationItem[]; validationContext?: string };
  if (err && Array.isArray(err.validation))
    return validationErrors(err as FastifyError & { validation: ValidationItem[] }, locale);
  switch (err?.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        errors: [
          errorObject(415, `Unsupported content type; send ${JSONAPI_MEDIA_TYPE} or application/json`, {
            header: 'content-type',
          }),
        ],
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, errors: [errorObject(413, 'Request body is too large')] };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, errors: [errorObject(400, 'Malformed JSON in request body', { pointer: '' })] };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, errors: [errorObject(400, 'Invalid Content-Length')] };
    default:
      break;
  }
  // Text the database cannot store (a NUL character, a broken escape) is bad input, whatever the route.
  if (UNSTORABLE_TEXT.has(String((error as { code?: unknown })?.code)))
    return { status: 422, errors: [errorObject(422, 'O texto enviado contém caracteres inválidos.')] };
  const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status === 429)
    return { status, errors: [errorObject(429, 'Muitas tentativas. Tente novamente em instantes.')] };
  if (err instanceof SyntaxError && status === 400)
    return { status: 400, errors: [errorObject(400, 'Malformed JSON in request body')] };
  if (status >= 400 && status < 500) return { status, errors: [errorObject(status, err.message)] };
  return {
    status: status >= 500 && status < 600 ? status : 500,
    errors: [errorObject(500, 'Unexpected error')],
  };
}

export function sendJsonApiError(reply: FastifyReply, status: number, errors: JsonApiErrorObject[]) {
  return reply.code(status).type(JSONAPI_MEDIA_TYPE).send({ errors });
}

export function installErrorHandling(
  app: FastifyInstance,
  notFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.setErrorHandler((error, req, reply) => {
    const locale = requestLocale(req);
    const ownNotFound = req.routeOptions?.config?.notFound;
    const paramsRefused = (error as { validationContext?: string }).validationContext === 'params';
    const { status, errors, headers } = toJsonApiErrors(
      paramsRefused && ownNotFound ? ownNotFound(locale) : error,
      locale,
    );
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.debug({ err: error }, 'request rejected');
    if (status === 429) {
      const limitHeaders = (error as { headers?: Record<string, string> }).headers;
      if (limitHeaders) reply.headers(limitHeaders);
    }
    if (headers) reply.headers(headers); // Retry-After while the database cannot be reached
    return sendJsonApiError(reply, status, errors);
  });
  app.setNotFoundHandler((req, reply) => notFound(req, reply));
}
