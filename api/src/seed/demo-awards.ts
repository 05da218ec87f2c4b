import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** The demo voucher of aluno@'s OBIA 2025 silver medal. */
export const DEMO_VOUCHER = 'OBIA25-PRATA-7K4Q';

/**
 * Demo award (spec 3 §2.1): aluno@'s silver medal of OBIA 2025 with a voucher, not yet seen, so the
 * voucher tutorial opens on their active editions list. Does nothing when they already have an award
 * of that edition.
 */
export async function seedDemoAwards(
  db: Kysely<Database> | Transaction<Database>,
  { editionId, userId, participationId }: { editionId: number; userId: number; participationId: number },
): Promise<void> {
  const existing = await db
    .selectFrom('participation_awards')
    .select('id')
    .where('user_id', '=', userId)
    .where('edition_id', '=', editionId)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('participation_awards')
    .values({
      user_id: userId,
      edition_id: editionId,
      participation_id: participationId,
      medal: 'silver',
      description: 'Medalha de prata — OBIA 2025',
      voucher: DEMO_VOUCHER,
    })
    .execute();
}
