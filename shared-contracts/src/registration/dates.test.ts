import {
  birthWindowFor,
  compareCalendarDates,
  formatDateDMY,
  isFutureDateDMY,
  isValidDateDMY,
  isValidTime,
  isWithinBirthWindow,
  JUNIOR_BIRTH_WINDOW,
  parseDateDMY,
  SENIOR_BIRTH_WINDOW,
} from './dates';

describe('parseDateDMY', () => {
  it('parses a real DD/MM/YYYY date', () => {
    expect(parseDateDMY('15/03/2009')).toEqual({ year: 2009, month: 3, day: 15 });
    expect(parseDateDMY(' 31/12/2007 ')).toEqual({ year: 2007, month: 12, day: 31 });
  });

  it.each(['31/02/2010', '30/02/2024', '31/04/2010', '00/01/2010', '01/13/2010', '01/00/2010', '32/01/2010'])(
    'rejects the impossible date %s',
    (text) => expect(parseDateDMY(text)).toBeNull(),
  );

  it.each(['2010-01-01', '1/1/2010', '01/01/10', '01-01-2010', '', 'abc', '01/01/2010x'])(
    'rejects the wrong format %s',
    (text) => expect(isValidDateDMY(text)).toBe(false),
  );

  it('knows leap days', () => {
    expect(isValidDateDMY('29/02/2024')).toBe(true);
    expect(isValidDateDMY('29/02/2000')).toBe(true);
    expect(isValidDateDMY('29/02/2023')).toBe(false);
    expect(isValidDateDMY('29/02/1900')).toBe(false);
  });

  it('formats and compares calendar dates', () => {
    expect(formatDateDMY({ year: 2008, month: 1, day: 5 })).toBe('05/01/2008');
    expect(compareCalendarDates({ year: 2008, month: 1, day: 1 }, { year: 2007, month: 12, day: 31 })).toBe(
      1,
    );
    expect(compareCalendarDates({ year: 2008, month: 1, day: 1 }, { year: 2008, month: 1, day: 1 })).toBe(0);
  });
});

describe('isFutureDateDMY', () => {
  const now = new Date(2025, 5, 15, 23, 59);

  it('treats today and past days as not future', () => {
    expect(isFutureDateDMY('15/06/2025', now)).toBe(false);
    expect(isFutureDateDMY('14/06/2025', now)).toBe(false);
  });

  it('treats tomorrow and later as future', () => {
    expect(isFutureDateDMY('16/06/2025', now)).toBe(true);
    expect(isFutureDateDMY('01/01/2026', now)).toBe(true);
  });

  it('says nothing about invalid dates', () => expect(isFutureDateDMY('31/02/2099', now)).toBe(false));
});

describe('isValidTime', () => {
  it.each(['00:00:00', '09:05:07', '23:59:59'])('accepts %s', (t) => expect(isValidTime(t)).toBe(true));
  it.each(['24:00:00', '12:60:00', '12:00:60', '9:00:00', '12:00', ''])('rejects %s', (t) =>
    expect(isValidTime(t)).toBe(false),
  );
});

describe('birth windows', () => {
  it('junior editions 6 and 10 accept births on or after 01/01/2008', () => {
    for (const edition of [6, 10]) {
      expect(birthWindowFor(edition)).toBe(JUNIOR_BIRTH_WINDOW);
      expect(isWithinBirthWindow('01/01/2008', edition)).toBe(true);
      expect(isWithinBirthWindow('20/05/2012', edition)).toBe(true);
      expect(isWithinBirthWindow('31/12/2007', edition)).toBe(false);
    }
  });

  it('senior editions 7 and 11 accept births from 01/01/2004 to 31/12/2007', () => {
    for (const edition of [7, 11]) {
      expect(birthWindowFor(edition)).toBe(SENIOR_BIRTH_WINDOW);
      expect(isWithinBirthWindow('01/01/2004', edition)).toBe(true);
      expect(isWithinBirthWindow('31/12/2007', edition)).toBe(true);
      expect(isWithinBirthWindow('31/12/2003', edition)).toBe(false);
      expect(isWithinBirthWindow('01/01/2008', edition)).toBe(false);
    }
    expect(SENIOR_BIRTH_WINDOW.rejectsHigherEducation).toBe(true);
    expect(JUNIOR_BIRTH_WINDOW.rejectsHigherEducation).toBe(false);
  });

  it('other editions have no window', () => {
    expect(birthWindowFor(36)).toBeNull();
    expect(isWithinBirthWindow('01/01/1990', 36)).toBe(true);
  });

  it('an invalid date is outside any window', () => expect(isWithinBirthWindow('31/02/2009', 6)).toBe(false));
});
