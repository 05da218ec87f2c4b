export interface JsonApiErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

export interface JsonApiErrorObject {
  status: string;
  title: string;
  detail?: string;
  code?: string;
  source?: JsonApiErrorSource;
  meta?: Record<string, unknown>;
}

export const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return statusTitles[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

export function errorObject(
  status: number,
  detail?: string,
  source?: JsonApiErrorSource,
  code?: string,
): JsonApiErrorObject {
  const e: JsonApiErrorObject = { status: String(status), title: titleFor(status) };
  if (detail !== undefined) e.detail = detail;
  if (code !== undefined) e.code = code;
  if (source !== undefined) e.source = source;
  return e;
}

/** An error that the error handler turns into a JSON:API error document with the given status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: JsonApiErrorObject[];

  constructor(status: number, errors: JsonApiErrorObject[] | string, source?: JsonApiErrorSource) {
    const list = typeof errors === 'string' ? [errorObject(status, errors, source)] : errors;
    super(list[0]?.detail ?? titleFor(status));
    this.name = 'ApiError';
    this.statusCode = status;
    this.errors = list;
  }
}

export const badRequest = (detail: string, parameter?: string) =>
  new ApiError(400, detail, parameter ? { parameter } : undefined);
export const unauthorized = (detail = 'Authentication required') => new ApiError(401, detail);
export const forbidden = (detail = 'Você não possui autorização.') => new ApiError(403, detail);
export const notFound = (detail = 'Resource not found') => new ApiError(404, detail);
export const unprocessable = (detail: string, pointer: string) => new ApiError(422, detail, { pointer });

export function errorDocument(errors: JsonApiErrorObject[]) {
  return { errors };
}
