import { onlyDigits } from 'shared-contracts';

/** DD/MM/YYYY as the user types (digits only, slashes added). */
export function maskBirthdate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A Brazilian phone with area code as the user types: (00) 0000-0000 or (00) 00000-0000. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const rest = d.slice(2);
  const split = rest.length <= 8 ? 4 : 5;
  const tail = rest.length > split ? `${rest.slice(0, split)}-${rest.slice(split)}` : rest;
  return `(${d.slice(0, 2)}) ${tail}`;
}
