/**
 * Field-level rows of the authorization matrix (issue 33): beyond the status a route answers (MATRIX),
 * which fields of its answer each caller may see. Callers: the matrix's six, a coordinator of no
 * edition and an educator (field-callers.ts).
 */
export const FIELD_IDENTITIES = [
  'anon',
  'student',
  'other',
  'coordOther',
  'coordNone',
  'educator',
  'coord',
  'admin',
] as const;
export type FieldIdentity = (typeof FIELD_IDENTITIES)[number];

/**
 * One call and one resource of its answer (in `data` or `included`). `visible` names, for each field,
 * the callers who see it; every other caller must not (a caller the route refuses sees nothing). A
 * field is written:
 * - `name`: an attribute or relationship of the resource;
 * - `name.key`: a key inside an object attribute (`details.achievements`);
 * - `relationship/name`: an attribute of the included resources of a relationship (`coordinators/email`);
 *   seen when one of them has it (a caller who should see it needs at least one).
 */
export interface FieldRow {
  /** The call, `{name}` for the fixture's ids (as in samples.ts). */
  path: string;
  body?: unknown;
  /** The resource whose fields are read: its type and the fixture's name for its id. */
  resource: { type: string; id: string };
  visible: Record<string, readonly FieldIdentity[]>;
}

/**
 * The two editions the rows read: the student's (`edition`, OBIA 2025, past), which `coord` coordinates
 * and `coordOther` does not; and `coordOther`'s (`otherEdition`, OBIA 2026, active, the student
 * subscribed), which `coord` coordinates too and which has achievements and their templates.
 */
const STAFF = ['coord', 'admin'] as const;
const OTHER_STAFF = ['coordOther', 'coord', 'admin'] as const;
const SIGNED_IN = ['student', 'other', 'coordOther', 'coordNone', 'educator', 'coord', 'admin'] as const;
const COORDINATORS_AND_ADMIN = ['coordOther', 'coordNone', 'coord', 'admin'] as const;

/**
 * An edition's fields: those everyone who reads it sees (so that a row cannot pass by hiding
 * everything), and those only its staff need (spec 2 §3, the edition form): the coordinators' e-mails,
 * the certificate and achievement templates, the achievements.
 */
const editionFields = (
  readers: readonly FieldIdentity[],
  staff: readonly FieldIdentity[],
  { coordinators = true, achievements = false } = {},
): FieldRow['visible'] => ({
  description: readers,
  start_registration: readers,
  phases: readers,
  coordinators_emails: staff,
  certificate_template: staff,
  certificate_template_url: staff,
  achievement_template_urls: staff,
  achievements: staff,
  ...(coordinators ? { 'coordinators/fractal_id': readers, 'coordinators/email': staff } : {}),
  ...(achievements ? { 'details.achievements': staff } : {}),
});

const ONE_EDITION = 'include=coordinators,countries,time_zone,phases,exams,inscriptions,videos';
const LIST = 'include=coordinators,phases&page[size]=100';
const resource = (id: string) => ({ type: 'editions', id });

export const FIELD_MATRIX: Record<string, readonly FieldRow[]> = {
  'GET /api/edition/:id': [
    {
      path: `/api/edition/{edition}?${ONE_EDITION}`,
      resource: resource('edition'),
      visible: editionFields(SIGNED_IN, STAFF),
    },
    {
      path: `/api/edition/{otherEdition}?${ONE_EDITION}`,
      resource: resource('otherEdition'),
      visible: editionFields(SIGNED_IN, OTHER_STAFF, { achievements: true }),
    },
  ],
  'GET /api/editions/:id': [
    {
      path: `/api/editions/{edition}?${ONE_EDITION}`,
      resource: resource('edition'),
      visible: editionFields(SIGNED_IN, STAFF),
    },
    {
      path: `/api/editions/{otherEdition}?${ONE_EDITION}`,
      resource: resource('otherEdition'),
      visible: editionFields(SIGNED_IN, OTHER_STAFF, { achievements: true }),
    },
  ],
  // Coordinators see every edition in the list (spec 2 §2: the row menu only on theirs); the staff
  // fields only of the editions they coordinate.
  'GET /api/editions': [
    {
      path: `/api/editions?filter[active]=false&${LIST}`,
      resource: resource('edition'),
      visible: editionFields(COORDINATORS_AND_ADMIN, STAFF),
    },
    {
      path: `/api/editions?${LIST}`,
      resource: resource('otherEdition'),
      visible: editionFields(COORDINATORS_AND_ADMIN, OTHER_STAFF, { achievements: true }),
    },
  ],
  'GET /api/active-edition': [
    {
      path: `/api/active-edition?${LIST}`,
      resource: resource('otherEdition'),
      visible: editionFields(SIGNED_IN, OTHER_STAFF, { achievements: true }),
    },
  ],
  'GET /api/inactive-edition': [
    {
      path: `/api/inactive-edition?${LIST}`,
      resource: resource('edition'),
      visible: editionFields(SIGNED_IN, STAFF),
    },
  ],
  // The exam's edition, as the participant's exam and ranking screens include it (its readers are the
  // exam's: staff and subscribed participants).
  'GET /api/exams/:id': [
    {
      path: '/api/exams/{exam}?include=edition',
      resource: resource('edition'),
      visible: editionFields(['student', 'coord', 'admin'], STAFF, { coordinators: false }),
    },
    {
      path: '/api/exams/{otherExam}?include=edition',
      resource: resource('otherEdition'),
      visible: editionFields(['student', 'coordOther', 'coord', 'admin'], OTHER_STAFF, {
        coordinators: false,
        achievements: true,
      }),
    },
  ],
};
