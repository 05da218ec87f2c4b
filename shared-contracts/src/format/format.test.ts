import { formatDate, formatDateTime, formatTime, isValidTimeZone } from './format';
import { plainTextOf } from './plain-text';

describe('date formatting', () => {
  const instant = '2025-03-01T02:30:00Z';

  it('formats DD/MM/YYYY in the given time zone', () => {
    expect(formatDate(instant, 'UTC')).toBe('01/03/2025');
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(formatDate(instant, 'America/Sao_Paulo')).toBe('28/02/2025');
    expect(formatDate(instant, 'Europe/Lisbon')).toBe('01/03/2025');
  });

  it('formats "DD/MM/YYYY às HH:mm" with a 24-hour clock', () => {
    expect(formatDateTime(instant, 'America/Sao_Paulo')).toBe('28/02/2025 às 23:30');
    expect(formatDateTime('2025-07-10T12:05:00Z', 'Europe/Lisbon')).toBe('10/07/2025 às 13:05');
    expect(formatDateTime('2025-07-10T00:05:00Z', 'UTC', 'a las')).toBe('10/07/2025 a las 00:05');
    expect(formatTime('2025-07-10T00:05:00Z', 'UTC')).toBe('00:05');
  });

  it('returns an empty string for missing or invalid instants', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('falls back to the runtime zone for an unknown zone name', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(formatDate(instant, 'Mars/Olympus')).toBe(formatDate(instant));
  });
});

describe('plainTextOf', () => {
  it('gives the text of rich-text HTML on one line', () => {
    expect(plainTextOf('<p>Primeira fase</p><p>da <strong>olimpíada</strong></p>')).toBe(
      'Primeira fase da olimpíada',
    );
    expect(plainTextOf(null)).toBe('');
    expect(plainTextOf('sem marcação')).toBe('sem marcação');
  });
});
