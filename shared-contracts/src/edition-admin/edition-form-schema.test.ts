import * as v from 'valibot';
import {
  editionDateIssues,
  editionFormSchema,
  nextPhaseNumber,
  EDITION_FORM_MESSAGE_IDS as M,
} from './index';

const base = {
  description: 'OBIA 2027',
  start_registration: '2027-03-01T03:00:00.000Z',
  end_registration: '2027-05-01T03:00:00.000Z',
  results_due: '2027-06-01T03:00:00.000Z',
  time_zone: 'America/Sao_Paulo',
};
const messagesOf = (input: unknown) => {
  const r = v.safeParse(editionFormSchema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('edition form schema', () => {
  it('accepts a complete edition and lowercases coordinator e-mails', () => {
    const r = v.parse(editionFormSchema, {
      ...base,
      coordinators_emails: [' Ana@Escola.org '],
      phases: [
        { phase: 1, categories: ['regular'] },
        { phase: 2, categories: ['in_group'], additional_data: { member_limit: 4 } },
      ],
      achievements: [{ name: 'Ouro', min_score: 8, max_score: 10 }],
      videos: [{ description: 'Abertura', url: 'https://video.example/1' }],
    });
    expect(r.coordinators_emails).toEqual(['ana@escola.org']);
    expect(r.phases[1]?.additional_data.member_limit).toBe(4);
  });

  it('refuses a short description, a phase without categories and an in_group phase without a limit', () => {
    expect(messagesOf({ ...base, description: 'ab' })).toEqual([M.descriptionLength]);
    expect(messagesOf({ ...base, phases: [{ phase: 1, categories: [] }] })).toEqual([M.phaseCategories]);
    expect(messagesOf({ ...base, phases: [{ phase: 1, categories: ['in_group'] }] })).toEqual([
      M.memberLimit,
    ]);
  });

  it('refuses repeated phase numbers, duplicate coordinators, negative or inverted scores', () => {
    const two = [
      { phase: 1, categories: ['regular'] },
      { phase: 1, categories: ['opened'] },
    ];
    expect(messagesOf({ ...base, phases: two })).toEqual([M.phaseNumbers]);
    expect(messagesOf({ ...base, coordinators_emails: ['a@b.co', 'A@b.co'] })).toEqual([
      M.duplicateCoordinator,
    ]);
    expect(messagesOf({ ...base, achievements: [{ name: 'X', min_score: -1, max_score: 2 }] })).toEqual([
      M.scoreMin,
    ]);
    expect(messagesOf({ ...base, achievements: [{ name: 'X', min_score: 5, max_score: 2 }] })).toEqual([
      M.scoreRange,
    ]);
  });

  it('numbers a new phase after the last one', () => {
    expect(nextPhaseNumber([])).toBe(1);
    expect(nextPhaseNumber([{ phase: 1 }, { phase: 3 }])).toBe(4);
  });
});

describe('edition date rules', () => {
  const startOfToday = new Date('2027-02-01T03:00:00.000Z');
  it('passes ordered dates', () => {
    expect(editionDateIssues(base, { startOfToday })).toEqual([]);
  });
  it('refuses a start before today unless it is the stored one', () => {
    const past = { ...base, start_registration: '2027-01-10T03:00:00.000Z' };
    expect(editionDateIssues(past, { startOfToday }).map((i) => i.field)).toEqual(['start_registration']);
    expect(editionDateIssues(past, { startOfToday, storedStart: past.start_registration })).toEqual([]);
    // Stored with seconds, sent as the form shows it (to the minute): unchanged; a minute earlier is not.
    const stored = '2027-01-10T03:00:37.123Z';
    expect(editionDateIssues(past, { startOfToday, storedStart: stored })).toEqual([]);
    const earlier = { ...base, start_registration: '2027-01-10T02:59:00.000Z' };
    expect(editionDateIssues(earlier, { startOfToday, storedStart: stored }).map((i) => i.field)).toEqual([
      'start_registration',
    ]);
  });
  it('refuses an end before the start and a result within a day of the end', () => {
    const issues = editionDateIssues(
      { ...base, end_registration: '2027-02-20T03:00:00.000Z', results_due: '2027-02-21T02:00:00.000Z' },
      { startOfToday },
    );
    expect(issues).toEqual([
      { field: 'end_registration', id: M.afterTime, date: base.start_registration },
      { field: 'results_due', id: M.afterDate, date: '2027-02-21T03:00:00.000Z' },
    ]);
  });
});
