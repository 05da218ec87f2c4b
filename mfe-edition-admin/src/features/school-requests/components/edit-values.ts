import { capitalizeSchoolName, onlyDigits } from 'shared-contracts';
import type { UnitRequestRow } from '../api/unit-requests';

/** What the edit form holds (validated by shared-contracts' schoolRequestEditSchema). */
export interface EditValues extends Record<string, unknown> {
  name: string;
  inep_code: string;
  address_state_id: string | null;
  address_city_id: string | null;
  administration_type: string;
}

/** The request as the form starts. */
export const editValuesOf = (row: UnitRequestRow): EditValues => ({
  name: row.name,
  inep_code: row.inep_code ?? '',
  address_state_id: row.address_state_id ? String(row.address_state_id) : null,
  address_city_id: row.address_city_id ? String(row.address_city_id) : null,
  administration_type: row.administration_type ?? '',
});

/** Whether the user changed anything (spec 2 §5: submit only when changed). */
export const changedFrom = (initial: EditValues, values: EditValues) =>
  (Object.keys(initial) as (keyof EditValues)[]).some((key) => (initial[key] ?? '') !== (values[key] ?? ''));

/** The name is capitalised and the INEP code keeps digits only as they are typed. */
export const typedName = (text: string) => capitalizeSchoolName(text);
export const typedInep = (text: string) => onlyDigits(text);
