import type { Selectable } from 'kysely';
import type { ParticipationAwardsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';

export type ParticipationAward = Selectable<ParticipationAwardsTable>;

/** A participant's award (issue 4 contract D): a medal or distinction with the voucher it gives. */
export const awardResource = (a: ParticipationAward): Resource => ({
  type: 'participation_awards',
  id: a.id,
  attributes: {
    description: a.description,
    voucher: a.voucher,
    visualized: a.visualized,
    medal: a.medal,
    edition_id: a.edition_id === null ? null : String(a.edition_id),
  },
});
