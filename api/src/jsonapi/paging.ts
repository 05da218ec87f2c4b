import type { FastifyReply } from 'fastify';
import type { ParsedQuery } from './query.js';

export type PageMeta = {
  total_count: number;
  page_count: number;
  current_page: number;
  per_page: number;
};

/** Sets x-total-count / x-total-pages and returns the `meta` for a paged collection. */
export function pageMeta(reply: FastifyReply, q: ParsedQuery, total: number): PageMeta {
  const pages = q.page.size > 0 ? Math.ceil(total / q.page.size) : 1;
  reply.header('x-total-count', String(total));
  reply.header('x-total-pages', String(pages));
  return { total_count: total, page_count: pages, current_page: q.page.number, per_page: q.page.size };
}

/** JSON:API pagination links (page[number]/page[size]) relative to the request URL. */
export function pageLinks(url: string, q: ParsedQuery, total: number) {
  const pages = Math.max(1, q.page.size > 0 ? Math.ceil(total / q.page.size) : 1);
  const base = new URL(url, 'http://x');
  const make = (n: number) => {
    const u = new URL(base);
    u.searchParams.delete('page');
    u.searchParams.delete('per');
    u.searchParams.set('page[number]', String(n));
    u.searchParams.set('page[size]', String(q.page.size));
    return `${u.pathname}${u.search}`;
  };
  return {
    self: make(q.page.number),
    first: make(1),
    last: make(pages),
    prev: q.page.number > 1 ? make(q.page.number - 1) : null,
    next: q.page.number < pages ? make(q.page.number + 1) : null,
  };
}
