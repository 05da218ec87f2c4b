import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../idp/passwords.js';
import { localSub } from '../idp/provider.js';
import { DEMO_PASSWORD, demoAccounts, demoPeople } from './demo-accounts.js';
import { seedDemoExams } from './demo-exams.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoSchoolRequests } from './demo-school-requests.js';
import { seedDemoTeacherProject } from './demo-teachers.js';
import type { PrivateFileStore } from '../files/private-store.js';
import { seedDemoSchoolUnits, seedReferenceData } from './reference.js';

export const DEMO_PROJECT_ID = 36;

/** A demo person's columns of `users` (nothing for the account left empty on purpose). */
function personColumns(person: (typeof demoPeople)[keyof typeof demoPeople]) {
  if (!person) return {};
  const { taxpayer_number, phone, birthday, gender, mother_name, address } = person;
  return {
    taxpayer_number,
    phone,
    birthday,
    gender,
    additional_data: JSON.stringify({ mother_name, address, country: 'Brasil', accepted_terms: true }),
  };
}

const DAY = 24 * 3600_000;
const daysFromNow = (d: number, now: number) => new Date(now + d * DAY);

export interface SeedResult {
  seeded: boolean;
}

/**
 * Demo olympiad (project 36) with editions, phases, exams, reference data and users for every role.
 * Idempotent: does nothing when project 36 exists, except add the exam content (questions,
 * a past participation and ratings) when a database seeded earlier lacks it. Single-row inserts only
 * (PGlite-friendly).
 */
export async function seedDemo(
  db: Kysely<Database>,
  now = Date.now(),
  options: { privateFiles?: PrivateFileStore } = {},
): Promise<SeedResult> {
  await seedReferenceData(db); // states, cities, segments, grades (each only when its table is empty)
  const exists = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', DEMO_PROJECT_ID)
    .executeTakeFirst();
  if (exists) {
    const exams = await seedDemoExams(db, DEMO_PROJECT_ID, now);
    const projects = await seedDemoProjects(db, DEMO_PROJECT_ID, now, options.privateFiles);
    const teachers = await seedDemoTeacherProject(db, now);
    return { seeded: exams || projects || teachers };
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash (own salt) shared by the demo accounts
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projects')
      .values({ id: DEMO_PROJECT_ID, name: 'Olimpíada Brasileira de Inteligência Artificial', slug: 'obia' })
      .execute();

    const countries = [
      { id: 1, name: 'Brasil', locale: 'pt-BR', address_country_id: 1 },
      { id: 2, name: 'Portugal', locale: 'pt-PT', address_country_id: 2 },
      { id: 3, name: 'Paraguay', locale: 'es', address_country_id: 3 },
      { id: 4, name: 'Argentina', locale: 'es', address_country_id: 4 },
    ];
    for (const c of countries) await trx.insertInto('countries').values(c).execute();
    const zones = [
      { name: 'America/Sao_Paulo', offset: '-03:00', country_id: 1 },
      { name: 'Europe/Lisbon', offset: '+00:00', country_id: 2 },
      { name: 'America/Asuncion', offset: '-03:00', country_id: 3 },
      { name: 'America/Argentina/Buenos_Aires', offset: '-03:00', country_id: 4 },
    ];
    for (const z of zones) await trx.insertInto('time_zones').values(z).execute();
    // Explicit ids above: move the identity sequence past them.
    await sql`select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries))`.execute(
      trx,
    );

    await seedDemoSchoolUnits(trx);

    // Users and local accounts; fractal_id = local-<account id> (the built-in provider's sub).
    const userIds: Record<string, number> = {};
    for (const a of demoAccounts) {
      const account = await trx
        .insertInto('local_accounts')
        .values({ email: a.email, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          name: a.name,
          email: a.email,
          fractal_id: localSub(account.id),
          provider: 'local',
          username: a.email.split('@')[0] ?? null,
          ...personColumns(demoPeople[a.key]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('local_accounts')
        .set({ user_id: user.id })
        .where('id', '=', account.id)
        .execute();
      await trx.insertInto('profiles').values({ user_id: user.id, role: a.role }).execute();
      userIds[a.key] = user.id;
    }

    const edition = async (values: {
      description: string;
      year: number;
      start_registration: Date;
      end_registration: Date;
      start_date: Date;
      results_due: Date;
      active: boolean;
      time_zone?: string;
      certificate_available?: boolean;
    }) =>
      (
        await trx
          .insertInto('editions')
          .values({ project_id: DEMO_PROJECT_ID, time_zone: 'America/Sao_Paulo', ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    // OBIA 2026: open for registration.
    const obia = await edition({
      description: 'OBIA 2026',
      year: 2026,
      start_registration: daysFromNow(-10, now),
      end_registration: daysFromNow(60, now),
      start_date: daysFromNow(-5, now),
      results_due: daysFromNow(90, now),
      active: true,
    });
    const phases = [
      { phase: 1, categories: ['regular', 'opened'], additional_data: {} },
      { phase: 2, categories: ['regular'], additional_data: {} },
      { phase: 3, categories: ['in_group'], additional_data: { member_limit: 5 } },
    ];
    for (const p of phases) {
      await trx
        .insertInto('phases')
        .values({
          edition_id: obia,
          phase: p.phase,
          categories: JSON.stringify(p.categories),
          additional_data: JSON.stringify(p.additional_data),
        })
        .execute();
    }
    const exams = [
      {
        phase: 1,
        description: 'Fase 1 — Prova online',
        kind: 'online' as const,
        start: -2,
        end: 20,
        time_limit: 90,
        minimal_score: 6,
      },
      {
        phase: 2,
        description: 'Fase 2 — Prova online',
        kind: 'online' as const,
        start: 30,
        end: 32,
        time_limit: 120,
        minimal_score: 10,
      },
      {
        phase: 3,
        description: 'Fase 3 — Prova presencial',
        kind: 'presential' as const,
        start: 50,
        end: 50.2,
        time_limit: null,
        minimal_score: null,
      },
    ];
    for (const e of exams) {
      await trx
        .insertInto('exams')
        .values({
          edition_id: obia,
          phase: e.phase,
          description: e.description,
          kind: e.kind,
          start_date: daysFromNow(e.start, now),
          end_date: daysFromNow(e.end, now),
          time_limit: e.time_limit,
          minimal_score: e.minimal_score,
        })
        .execute();
    }
    for (const country of [1, 2])
      await trx.insertInto('edition_countries').values({ edition_id: obia, country_id: country }).execute();
    await trx
      .insertInto('edition_coordinators')
      .values({ edition_id: obia, user_id: userIds.coordinator! })
      .execute();
    await trx
      .insertInto('inscriptions')
      .values({
        edition_id: obia,
        user_id: userIds.student!,
        category: 'regular',
        registrable_type: 'Core::Student',
        // Complete: the school and grade the registration asks, and the address's state and city.
        address_state_id: 35,
        address_city_id: 3550308,
        address_country_id: 1,
        school_unit_id: await demoSchoolId(trx, '35000012'),
        education_grade_id: 9,
      })
      .execute();
    await seedDemoSchoolRequests(trx, obia, userIds.student!);
    await trx
      .insertInto('videos')
      .values([
        {
          edition_id: obia,
          description: 'Boas-vindas à OBIA 2026',
          url: 'https://www.youtube.com/watch?v=demo-obia-2026',
        },
        {
          edition_id: obia,
          description: 'Como funciona a prova online',
          url: 'https://www.youtube.com/watch?v=demo-obia-2026-prova',
        },
      ])
      .execute();
    // The certificate section of the form filled in: achievements by score, the edition's certificate
    // template and the gold medal's own template (levels are the achievements' positions + 1).
    await trx
      .updateTable('editions')
      .set({ details: JSON.stringify({ achievements: DEMO_ACHIEVEMENTS }) })
      .where('id', '=', obia)
      .execute();
    await trx
      .insertInto('certificate_templates')
      .values([
        {
          edition_id: obia,
          achievement_level: null,
          file_name: 'certificado-obia-2026.html.erb',
          source: DEMO_CERTIFICATE_TEMPLATE,
        },
        {
          edition_id: obia,
          achievement_level: 1,
          file_name: 'medalha-de-ouro.html.erb',
          source: DEMO_GOLD_TEMPLATE,
        },
      ])
      .execute();

    // OBIA Júnior 2026: active, registration opens in the future.
    const junior = await edition({
      description: 'OBIA Júnior 2026',
      year: 2026,
      start_registration: daysFromNow(20, now),
      end_registration: daysFromNow(80, now),
      start_date: daysFromNow(90, now),
      results_due: daysFromNow(150, now),
      active: true,
    });
    await trx
      .insertInto('phases')
      .values({
        edition_id: junior,
        phase: 1,
        categories: JSON.stringify(['regular']),
        additional_data: '{}',
      })
      .execute();
    await trx.insertInto('edition_countries').values({ edition_id: junior, country_id: 1 }).execute();

    // Eight inactive past editions (two pages of 7): OBIA 2025 and 2018–2024 variants.
    const past = [
      { description: 'OBIA 2025', year: 2025 },
      { description: 'OBIA 2024', year: 2024 },
      { description: 'OBIA 2023', year: 2023 },
      { description: 'OBIA 2022', year: 2022 },
      { description: 'OBIA 2021', year: 2021 },
      { description: 'OBIA 2020', year: 2020 },
      { description: 'OBIA 2019', year: 2019 },
      { description: 'OBIA Piloto 2018', year: 2018 },
    ];
    const currentYear = new Date(now).getUTCFullYear();
    for (const p of past) {
      const yearsAgo = Math.max(1, currentYear - p.year);
      const base = -365 * yearsAgo;
      const id = await edition({
        description: p.description,
        year: p.year,
        start_registration: daysFromNow(base - 60, now),
        end_registration: daysFromNow(base, now),
        start_date: daysFromNow(base + 10, now),
        results_due: daysFromNow(base + 90, now),
        active: false,
        certificate_available: true,
      });
      await trx
        .insertInto('phases')
        .values({ edition_id: id, phase: 1, categories: JSON.stringify(['regular']), additional_data: '{}' })
        .execute();
      if (p.year === 2025) {
        await trx
          .insertInto('edition_coordinators')
          .values({ edition_id: id, user_id: userIds.coordinator! })
          .execute();
        await trx
          .insertInto('inscriptions')
          .values({
            edition_id: id,
            user_id: userIds.student!,
            category: 'regular',
            registrable_type: 'Core::Student',
          })
          .execute();
      }
    }
  });
  await seedDemoExams(db, DEMO_PROJECT_ID, now);
  await seedDemoProjects(db, DEMO_PROJECT_ID, now, options.privateFiles);
  await seedDemoTeacherProject(db, now);
  return { seeded: true };
}

/** The id of a demo school unit by its INEP code. */
async function demoSchoolId(trx: Transaction<Database>, inep: string): Promise<number> {
  const row = await trx
    .selectFrom('school_units')
    .select('id')
    .where('inep_code', '=', inep)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** OBIA 2026's achievements (editions.details.achievements). */
const DEMO_ACHIEVEMENTS = [
  { name: 'Medalha de ouro', min_score: 8, max_score: 10 },
  { name: 'Medalha de prata', min_score: 6, max_score: 7.99 },
  { name: 'Medalha de bronze', min_score: 4, max_score: 5.99 },
];

const DEMO_CERTIFICATE_TEMPLATE = `<html><head><meta charset="utf-8"><style>
body { font-family: Georgia, serif; text-align: center; padding: 48px; color: #1c4374; }
h1 { font-size: 40px; margin-bottom: 8px; } .name { font-size: 32px; font-weight: bold; }
</style></head><body>
<h1>Certificado</h1>
<p>Certificamos que</p>
<p class="name"><%= name %></p>
<p>participou da <%= edition %> e obteve <%= achievement %> (nota <%= score %>).</p>
<p>Emitido em <%= date %>. Verifique em <%= verification_url %></p>
<%= qr_code %>
</body></html>`;

const DEMO_GOLD_TEMPLATE = `<html><head><meta charset="utf-8"><style>
body { font-family: Georgia, serif; text-align: center; padding: 48px; color: #8a6d00; }
h1 { font-size: 40px; } .name { font-size: 32px; font-weight: bold; }
</style></head><body>
<h1>Medalha de ouro</h1>
<p class="name"><%= name %></p>
<p><%= edition %> — nota <%= score %></p>
<p>Emitido em <%= date %>. Verifique em <%= verification_url %></p>
<%= qr_code %>
</body></html>`;
