import { blankValues, multipartOf, noFiles, validate, type EditionFormValues } from './form-values';

// Issue 33, item 2: a date rule is judged once one of its dates changed (or for a new edition), so an
// edition under way, its start before today and stored with seconds, stays savable.
const zone = 'America/Sao_Paulo';
const now = new Date('2026-11-28T12:00:00.000Z');
const storedStart = '2026-11-18T05:01:37.456Z';
// The stored dates, with seconds and milliseconds (the form shows minutes).
const storedDates = {
  start_registration: storedStart,
  end_registration: '2027-01-27T05:01:12.345Z',
  results_due: '2027-02-26T05:01:59.999Z',
};
const stored: EditionFormValues = {
  ...blankValues(),
  description: 'OBIA 2026',
  time_zone: zone,
  // The stored instants as the form shows them (wall times, to the minute).
  start_registration: '2026-11-18T02:01',
  end_registration: '2027-01-27T02:01',
  results_due: '2027-02-26T02:01',
};
const check = (
  values: EditionFormValues,
  opts: { stored: EditionFormValues | null; storedDates: typeof storedDates | null },
) => Object.keys(validate(values, noFiles, { now, ...opts }));

describe('edition form date rules', () => {
  it('lets an edition under way save a change elsewhere, sending its stored dates as they are', () => {
    const values = { ...stored, description: 'OBIA 2026 revista' };
    expect(check(values, { stored, storedDates })).toEqual([]);
    const sent = JSON.parse(
      multipartOf(values, noFiles, { withCoordinators: false, storedDates }).get(
        'data[attributes]',
      ) as string,
    ) as typeof storedDates;
    // Unchanged dates go back to the second, so the log records no "26/02/2027 02:01 → 26/02/2027 02:01".
    expect(sent).toMatchObject(storedDates);
  });

  it('sends a date the user changed as typed', () => {
    const values = { ...stored, results_due: '2027-02-27T10:30' };
    const sent = JSON.parse(
      multipartOf(values, noFiles, { withCoordinators: false, storedDates }).get(
        'data[attributes]',
      ) as string,
    ) as typeof storedDates;
    expect(sent.results_due).toBe('2027-02-27T13:30:00.000Z');
    expect(sent.end_registration).toBe(storedDates.end_registration);
  });

  it('judges a start moved before today, and a new edition’s start', () => {
    expect(check({ ...stored, start_registration: '2026-11-17T02:01' }, { stored, storedDates })).toEqual([
      'start_registration',
    ]);
    expect(check(stored, { stored: null, storedDates: null })).toEqual(['start_registration']);
  });

  it('judges the rule between two dates once one of them changed', () => {
    const inverted = { ...stored, end_registration: '2026-11-10T10:00', results_due: '2026-11-12T10:00' };
    // Stored so (older data): not judged until the user changes one of them.
    expect(check(inverted, { stored: inverted, storedDates })).toEqual([]);
    expect(
      check({ ...inverted, results_due: '2026-11-13T10:00' }, { stored: inverted, storedDates }),
    ).toEqual([]);
    expect(
      check({ ...inverted, end_registration: '2026-11-10T11:00' }, { stored: inverted, storedDates }),
    ).toEqual(['end_registration']);
  });
});
