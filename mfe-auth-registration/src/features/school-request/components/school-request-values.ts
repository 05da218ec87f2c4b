import { capitalizeSchoolName, onlyDigits } from 'shared-contracts';

/** What the school-request form holds while editing (validated by schoolRequestSchema). */
export interface SchoolRequestValues extends Record<string, unknown> {
  name: string;
  inep_code: string;
  address_state_id: string | null;
  address_city_id: string | null;
  administration_type: string;
}

export function initialSchoolRequestValues(
  stateId?: string | number | null,
  cityId?: string | number | null,
): SchoolRequestValues {
  const state = stateId === undefined || stateId === null || stateId === '' ? null : String(stateId);
  const city =
    state !== null && cityId !== undefined && cityId !== null && cityId !== '' ? String(cityId) : null;
  return { name: '', inep_code: '', address_state_id: state, address_city_id: city, administration_type: '' };
}

/** The name is capitalised as it is typed (spec 1 §5). */
export const typedSchoolName = (text: string) => capitalizeSchoolName(text);

/** The INEP code keeps digits only as it is typed (spec 1 §5). */
export const typedInepCode = (text: string) => onlyDigits(text);
