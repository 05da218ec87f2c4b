import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { pageLinks, pageMeta } from '../jsonapi/paging.js';
import type { ParsedQuery } from '../jsonapi/query.js';
import { toDocument } from '../jsonapi/serialize.js';

/** Which entries of the audit log a page lists (an edition's, one object's of it). */
export interface AuditScope {
  editionId: number;
  subject?: { type: string; id: string | number };
}

/**
 * One page of the audit log as `audit_entries` resources, newest first: the action, who did it (name and
 * e-mail), when, and the changed fields; meta.total_count and the page links.
 */
export async function auditPage(
  db: Kysely<Database>,
  scope: AuditScope,
  q: ParsedQuery,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const inScope = (eb: ExpressionBuilder<Database & { a: Database['audit_log'] }, 'a'>) =>
    eb.and([
      eb('a.edition_id', '=', scope.editionId),
      ...(scope.subject
        ? [eb('a.subject_type', '=', scope.subject.type), eb('a.subject_id', '=', String(scope.subject.id))]
        : []),
    ]);
  const base = db.selectFrom('audit_log as a').where(inScope);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.changes', 'a.created_at', 'u.name', 'u.email'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.page.size)
    .offset(q.page.offset)
    .execute();
  return toDocument(
    rows.map((r) => ({
      type: 'audit_entries',
      id: r.id,
      attributes: {
        action: r.action,
        actor_name: r.name,
        actor_email: r.email,
        created_at: r.created_at,
        changes: r.changes,
      },
    })),
    { meta: pageMeta(reply, q, Number(total)), links: pageLinks(req.url, q, Number(total)) },
  );
}
