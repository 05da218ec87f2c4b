import type { Selectable } from 'kysely';
import type { InscriptionsTable } from '../../db/schema.js';
import type { Resource } from '../../jsonapi/serialize.js';

export const studentFields = [
  'school',
  'education_grade_id',
  'teachers_data',
  'confirmed_at',
  'inscription',
] as const;
export const inscriptionFields = [
  'category',
  'source',
  'address_state_id',
  'address_city_id',
  'address_country_id',
  'core_edition_id',
  'registrable_type',
  'created_at',
  'updated_at',
] as const;

export function inscriptionResource(i: Selectable<InscriptionsTable>): Resource {
  return {
    type: 'inscriptions',
    id: i.id,
    attributes: {
      category: i.category,
      source: i.source,
      address_state_id: i.address_state_id,
      address_city_id: i.address_city_id,
      address_country_id: i.address_country_id,
      core_edition_id: i.edition_id,
      registrable_type: i.registrable_type,
      created_at: i.created_at,
      updated_at: i.updated_at,
    },
  };
}

/** The student registration (spec 1 §7 students): its id is the inscription's, which it includes. */
export function studentResource(i: Selectable<InscriptionsTable>): Resource {
  return {
    type: 'students',
    id: i.id,
    attributes: {
      school: i.school_unit_id,
      education_grade_id: i.education_grade_id,
      teachers_data: i.teachers_data ?? null,
      confirmed_at: i.confirmed_at,
    },
    relationships: { inscription: inscriptionResource(i) },
  };
}
