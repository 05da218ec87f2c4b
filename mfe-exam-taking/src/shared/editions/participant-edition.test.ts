import {
  editionAreaPath,
  inscriptionCategory,
  isSubscribed,
  logoUrlOf,
  timeZoneNameOf,
} from './participant-edition';

const student = { id: '9', category: 'regular', registrable_type: 'Core::Student' };

describe('participant edition helpers', () => {
  it('reads subscription and category from the inscriptions, preferring the student one', () => {
    expect(isSubscribed({ inscriptions: [] })).toBe(false);
    expect(isSubscribed({})).toBe(false);
    expect(isSubscribed({ inscriptions: [{ id: '1' }] })).toBe(true);
    expect(inscriptionCategory({ inscriptions: [] })).toBeNull();
    expect(inscriptionCategory({ inscriptions: [{ id: '1' }] })).toBeNull();
    expect(
      inscriptionCategory({
        inscriptions: [{ id: '1', category: 'opmbr', registrable_type: 'Core::Educator' }, student],
      }),
    ).toBe('regular');
  });

  it('builds the edition page path of either list', () => {
    expect(editionAreaPath('ativas', '5')).toBe('/edicoes/ativas/5');
    expect(editionAreaPath('inativas', '5')).toBe('/edicoes/inativas/5');
    expect(editionAreaPath('inativas', 'a/b')).toBe('/edicoes/inativas/a%2Fb');
  });

  it('reads the logo and the time zone in either of their forms', () => {
    expect(logoUrlOf({ logo_url: { url: '/l.png' } })).toBe('/l.png');
    expect(logoUrlOf({ logo_url: '/l.png' })).toBe('/l.png');
    expect(logoUrlOf({ logo_url: { url: null } })).toBeNull();
    expect(timeZoneNameOf({ time_zone: 'America/Sao_Paulo' })).toBe('America/Sao_Paulo');
    expect(timeZoneNameOf({ time_zone: { name: 'Europe/Lisbon' } })).toBe('Europe/Lisbon');
    expect(timeZoneNameOf({ time_zone: null })).toBeNull();
  });
});
