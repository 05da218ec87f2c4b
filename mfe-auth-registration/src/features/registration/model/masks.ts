import { COUNTRY_IDS, LIMITS, onlyDigits, phoneLengthRule } from 'shared-contracts';

/** DD/MM/YYYY as the user types (digits only, slashes added). */
export function formatBirthday(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A stored birthday ('YYYY-MM-DD' from the API, or already DD/MM/YYYY) as the form shows it. */
export function birthdayFromApi(value: string | null | undefined): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : (value ?? '');
}

/** 00000-000 as the user types. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, LIMITS.cepDigits);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** The CEP lookup and mask apply to Brazil (and when no country is chosen). */
export function usesCep(countryId: number | null): boolean {
  return countryId === null || countryId === COUNTRY_IDS.brazil;
}

/** Groups digits by the sizes given; the rest goes to the last group. */
function group(digits: string, sizes: number[], separators: string[]): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, i) => {
    const part = digits.slice(at, i === sizes.length - 1 ? undefined : at + size);
    at += size;
    if (part) out += (i === 0 ? '' : separators[i - 1]) + part;
  });
  return out;
}

const maxPhoneDigits = (countryId: number | null): number => {
  const rule = phoneLengthRule(countryId ?? COUNTRY_IDS.brazil);
  return rule ? Math.max(...rule.lengths) : 15;
};

/** The phone mask of a country: Brazil (00) 0000-0000 / (00) 00000-0000, others grouped digits. */
export function formatPhone(value: string, countryId: number | null): string {
  const d = onlyDigits(value).slice(0, maxPhoneDigits(countryId));
  if (countryId === null || countryId === COUNTRY_IDS.brazil) {
    if (d.length <= 2) return d.length ? `(${d}` : '';
    const head = `(${d.slice(0, 2)}) `;
    const rest = d.slice(2);
    return head + (rest.length <= 8 ? group(rest, [4, 4], ['-']) : group(rest, [5, 4], ['-']));
  }
  if (countryId === COUNTRY_IDS.paraguay)
    return d.length <= 9 ? group(d, [3, 3, 3], [' ', ' ']) : group(d, [4, 3, 3], [' ', ' ']);
  if (countryId === COUNTRY_IDS.argentina)
    return d.length <= 10 ? group(d, [2, 4, 4], [' ', '-']) : group(d, [3, 4, 4], [' ', '-']);
  return group(d, [3, 3, 3, 6], [' ', ' ', ' ']);
}
