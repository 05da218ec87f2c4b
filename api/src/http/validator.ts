import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isMultipartBody, valibotSourceOf } from './route-schema.js';

/** One validation issue, in the shape Fastify hands to the error handler (`error.validation`). */
export interface EdgeIssue {
  instancePath: string;
  message: string;
  params: { kind: 'required' | 'type' | 'value'; expected?: string };
}

const pointerOf = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? []).map((item) => `/${String(item.key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function edgeIssue(issue: v.BaseIssue<unknown>): EdgeIssue {
  const missing = issue.kind === 'schema' && issue.input === undefined;
  return {
    instancePath: pointerOf(issue),
    message: issue.message,
    params: {
      kind: missing ? 'required' : issue.kind === 'schema' ? 'type' : 'value',
      ...(issue.expected ? { expected: issue.expected } : {}),
    },
  };
}

/**
 * Route parts are validated by the valibot schema they were declared with (route-schema.ts). A JSON
 * Schema without one is accepted only for a query string (the JSON:API query parser checks it in the
 * handler) and for a multipart body (read by the multipart reader); anywhere else it is a mistake and
 * the route fails to register.
 */
export function installEdgeValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart, method, url }) => {
    const source = valibotSourceOf(schema);
    if (!source) {
      if (httpPart === 'querystring' || isMultipartBody(schema)) return () => true;
      throw new Error(`${method} ${url}: the ${httpPart} schema must be declared with routeSchema()`);
    }
    return (data: unknown) => {
      const result = v.safeParse(source, data, { abortPipeEarly: true });
      // The request keeps what was sent: the edge schemas only check types, they never reshape.
      if (result.success) return { value: data };
      const error = Object.assign(new Error('validation'), {
        validation: result.issues.map(edgeIssue),
      });
      return { error };
    };
  });
}
