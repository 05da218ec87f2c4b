import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import type { Locale } from '../../shared-rules.js';
import { registrationError } from './messages.js';

export interface PlaceRefs {
  stateId: number | null;
  cityId: number | null;
  schoolId: number | null;
  gradeId: number | null;
}

/**
 * Checks that the chosen state, city (of that state), school and grade exist; 422 'Valor inválido'
 * at the given pointers otherwise. Returns the state's country (the address country of the choice).
 */
export async function checkPlaceRefs(
  db: Kysely<Database>,
  refs: PlaceRefs,
  pointers: Record<keyof PlaceRefs, string>,
  locale: Locale,
): Promise<{ stateCountryId: number | null }> {
  const [state, city, school, grade] = await Promise.all([
    refs.stateId === null
      ? undefined
      : db
          .selectFrom('states')
          .select(['id', 'country_id'])
          .where('id', '=', refs.stateId)
          .executeTakeFirst(),
    refs.cityId === null
      ? undefined
      : db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', refs.cityId).executeTakeFirst(),
    refs.schoolId === null
      ? undefined
      : db.selectFrom('school_units').select('id').where('id', '=', refs.schoolId).executeTakeFirst(),
    refs.gradeId === null
      ? undefined
      : db.selectFrom('grades').select('id').where('id', '=', refs.gradeId).executeTakeFirst(),
  ]);
  const errors: JsonApiErrorObject[] = [];
  const bad = (key: keyof PlaceRefs) =>
    errors.push(registrationError(422, 'invalidValue', locale, pointers[key]));
  if (refs.stateId !== null && !state) bad('stateId');
  if (refs.cityId !== null && (!city || (refs.stateId !== null && Number(city.state_id) !== refs.stateId)))
    bad('cityId');
  if (refs.schoolId !== null && !school) bad('schoolId');
  if (refs.gradeId !== null && !grade) bad('gradeId');
  if (errors.length) throw new ApiError(422, errors);
  return { stateCountryId: state ? Number(state.country_id) : null };
}
