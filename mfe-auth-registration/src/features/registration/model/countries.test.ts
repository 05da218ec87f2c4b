import { initialCountry } from './countries';

const brazil = { id: '10', name: 'Brasil', address_country_id: 1 };
const portugal = { id: '11', name: 'Portugal', address_country_id: 2 };

describe('initialCountry', () => {
  it("takes the edition's only country", () => {
    expect(initialCountry({ countries: [brazil] })).toEqual({ id: '10', addressCountryId: 1 });
  });

  it('leaves the choice open when the edition has several countries and nothing was chosen', () => {
    expect(initialCountry({ countries: [brazil, portugal] })).toEqual({ id: '', addressCountryId: null });
  });

  it('starts an edit from the country the inscription was made with', () => {
    expect(initialCountry({ countries: [brazil, portugal] }, 2)).toEqual({ id: '11', addressCountryId: 2 });
    expect(initialCountry({ countries: [brazil, portugal] }, '1')).toEqual({ id: '10', addressCountryId: 1 });
  });

  it('ignores a country the edition no longer offers', () => {
    expect(initialCountry({ countries: [brazil, portugal] }, 3)).toEqual({ id: '', addressCountryId: null });
  });
});
