import type { RegistrationEdition } from '../api/edition';

/**
 * The country chosen up front: the one an existing inscription was made with, else the edition's only
 * country; none when the edition has several and nothing was chosen yet.
 */
export function initialCountry(
  edition: Pick<RegistrationEdition, 'countries'>,
  chosenAddressCountryId?: number | string | null,
): { id: string; addressCountryId: number | null } {
  const countries = edition.countries ?? [];
  const chosen =
    chosenAddressCountryId == null
      ? undefined
      : countries.find((c) => String(c.address_country_id) === String(chosenAddressCountryId));
  const pick = chosen ?? (countries.length === 1 ? countries[0]! : null);
  return { id: pick?.id ?? '', addressCountryId: pick?.address_country_id ?? null };
}
