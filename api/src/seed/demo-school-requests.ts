import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * School requests of the demo edition (spec 2 "School requests"), made by the demo student: two pending
 * (the coordinator and the admin approve, reject or edit them at /edicoes/{id}/escolas/solicitacoes)
 * and one already rejected. Their INEP codes are not schools of the demo base.
 */
export async function seedDemoSchoolRequests(
  trx: Transaction<Database>,
  editionId: number,
  studentId: number,
): Promise<void> {
  const base = {
    address_state_id: 35,
    address_city_id: 3550308,
    edition_id: editionId,
    requested_by: studentId,
  };
  await trx
    .insertInto('unit_requests')
    .values([
      {
        ...base,
        name: 'Escola Municipal Monteiro Lobato',
        inep_code: '35999001',
        administration_type: 'municipal',
      },
      {
        ...base,
        name: 'Colégio Estadual Santos Dumont',
        inep_code: '35999002',
        administration_type: 'state',
      },
      {
        ...base,
        name: 'Escola Particular Aurora',
        inep_code: '35999003',
        administration_type: 'particular',
        status: 'rejected',
        review_description: 'A escola já está cadastrada com outro nome.',
        reviewed_at: new Date(),
      },
    ])
    .execute();
}
