import { displayTimeZone, timeZoneCity } from './time-zone';

describe('exam time zone', () => {
  it('names the city of an IANA zone, with its accents', () => {
    expect(timeZoneCity('America/Sao_Paulo')).toBe('São Paulo');
    expect(timeZoneCity('America/Manaus')).toBe('Manaus');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('America/Bogota')).toBe('Bogotá');
    expect(timeZoneCity('UTC')).toBe('UTC');
  });

  it("uses the edition's zone, or the device's as the dates do when it has none or an unknown one", () => {
    const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(displayTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(displayTimeZone(null)).toBe(device);
    expect(displayTimeZone('Mars/Olympus')).toBe(device);
  });
});
