import type * as v from 'valibot';
import type { Locale, MessageValues } from '../shared-rules.js';
import { ApiError, errorObject, type JsonApiErrorObject, type JsonApiErrorSource } from './errors.js';

/** Where an error points: a JSON pointer as a string, or a whole source ({ parameter }, { header }). */
export type ErrorWhere = JsonApiErrorSource | string;

/** The text of a message id in a locale, with its `{name}` arguments filled in. */
export type MessageText = (id: string, locale: Locale, values?: MessageValues) => string;

const sourceOf = (where?: ErrorWhere): JsonApiErrorSource | undefined =>
  !where ? undefined : typeof where === 'string' ? { pointer: where } : where;

/** One error whose `code` is the message id and whose `detail` is the given text. */
export const messageError = (status: number, id: string, text: string, where?: ErrorWhere) =>
  errorObject(status, text, sourceOf(where), id);

/** An ApiError of that one error. */
export const messageFailure = (status: number, id: string, text: string, where?: ErrorWhere) =>
  new ApiError(status, [messageError(status, id, text, where)]);

/** The dotted path of a valibot issue ('address.zipcode'), or '' for the root. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/** The errors of a message catalog, by the catalog's keys, in the request's language. */
export interface LocalizedErrors<Key extends string> {
  error(
    status: number,
    key: Key,
    locale: Locale,
    where?: ErrorWhere,
    values?: MessageValues,
  ): JsonApiErrorObject;
  failure(status: number, key: Key, locale: Locale, where?: ErrorWhere, values?: MessageValues): ApiError;
  /**
   * A schema's issues (whose messages are ids of the catalog) as 422 errors: code = the id, detail =
   * its text in the locale, pointer from `pointerFor(path)`. One error per field (its first issue).
   */
  issues(
    issues: readonly v.BaseIssue<unknown>[],
    locale: Locale,
    pointerFor: (path: string) => string,
  ): JsonApiErrorObject[];
}

/** Error builders for a catalog: its ids by key and the text of an id in a locale. */
export function localizedErrors<Key extends string>(
  ids: Readonly<Record<Key, string>>,
  text: MessageText,
): LocalizedErrors<Key> {
  const error: LocalizedErrors<Key>['error'] = (status, key, locale, where, values) =>
    messageError(status, ids[key], text(ids[key], locale, values), where);
  return {
    error,
    failure: (status, key, locale, where, values) =>
      new ApiError(status, [error(status, key, locale, where, values)]),
    issues(issues, locale, pointerFor) {
      const seen = new Set<string>();
      const errors: JsonApiErrorObject[] = [];
      for (const issue of issues) {
        const path = issuePath(issue);
        if (seen.has(path)) continue;
        seen.add(path);
        errors.push(
          messageError(422, issue.message, text(issue.message, locale), { pointer: pointerFor(path) }),
        );
      }
      return errors;
    },
  };
}
