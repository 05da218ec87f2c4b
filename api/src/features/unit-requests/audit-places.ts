import type { Kysely, Transaction } from 'kysely';
import type { Changes } from '../../audit/audit.js';
import type { Database } from '../../db/schema.js';

/**
 * A change of a request's state or city, by name too (address_state, address_city): the edition's log of
 * changes shows the names, not the IBGE codes.
 */
export async function placeNameChanges(
  db: Kysely<Database> | Transaction<Database>,
  changes: Changes,
): Promise<Changes> {
  const named: Changes = {};
  for (const [field, table, name] of [
    ['address_state_id', 'states', 'address_state'],
    ['address_city_id', 'cities', 'address_city'],
  ] as const) {
    const pair = changes[field];
    if (!pair) continue;
    const ids = pair.map(Number).filter((id) => Number.isInteger(id));
    const rows = ids.length
      ? await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute()
      : [];
    const nameOf = (id: unknown) => rows.find((r) => Number(r.id) === Number(id))?.name ?? null;
    named[name] = [nameOf(pair[0]), nameOf(pair[1])];
  }
  return named;
}
