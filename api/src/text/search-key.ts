import { sql, type RawBuilder } from 'kysely';

/** Lowercased, accent-stripped, single-spaced: the stored `search_name` and the form of search terms. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Accented letters (both cases) and their plain lower-case letter, for an accent-free text in SQL. */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

/** SQL of a text column lower-cased and accent-free, comparable with `searchKey` of a term. */
export const plainSql = (column: RawBuilder<unknown>) =>
  sql<string>`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`;

/** A LIKE pattern that finds the term's search key anywhere (its wildcards escaped). */
export const containsPattern = (term: string) => `%${searchKey(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
