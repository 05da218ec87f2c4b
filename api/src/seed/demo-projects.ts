import type { Kysely, Transaction } from 'kysely';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Database } from '../db/schema.js';
import { privateContentKey, type PrivateFileStore } from '../files/private-store.js';
import { seedStudent } from './demo-students.js';

const DAY = 24 * 3600_000;
const daysFromNow = (d: number, now: number) => new Date(now + d * DAY);

export const DEMO_PROJECT_EDITION = 'OBIA Projetos 2026';

/** 'YYYY-MM-DD' of the day `years` years before now (UTC). */
function yearsAgo(years: number, now: number): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** A one-page pre-project PDF; no metadata dates, so the same text gives the same bytes. */
export async function demoPreProjectPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Pré-projeto — Equipe Aurora', {
    x: 56,
    y: 770,
    size: 20,
    font: bold,
    color: rgb(0.1, 0.2, 0.45),
  });
  const lines = [
    'Tema: reconhecimento de espécies de aves da Mata Atlântica pelo canto.',
    'Objetivo: treinar um classificador com gravações públicas e avaliar a',
    'precisão em gravações feitas pela equipe no parque da escola.',
    'Etapas: coleta e rotulagem, extração de espectrogramas, treino, avaliação.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 56, y: 720 - i * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** Members of the demo team without a local account (they cannot sign in). */
const demoMembers = [
  {
    name: 'Lívia Martins Rocha',
    email: 'livia.rocha@exemplo.olimpiada.dev',
    phone: '11991234567',
    age: 16,
    cpf: '12345678909',
    guardian: { name: 'Renata Martins Rocha', email: 'renata.rocha@exemplo.olimpiada.dev', kinship: 'Mãe' },
  },
  {
    name: 'Otávio Nunes Ferreira',
    email: 'otavio.ferreira@exemplo.olimpiada.dev',
    phone: '11998765432',
    age: 19,
    cpf: '98765432100',
    guardian: null,
  },
] as const;

const SAO_PAULO_STATE = 35;
const SAO_PAULO_CITY = 3550308;

function insertMemberUser(
  trx: Transaction<Database>,
  m: (typeof demoMembers)[number],
  editionId: number,
  school: { schoolId: number | null; gradeId: number },
  now: number,
): Promise<number> {
  return seedStudent(
    trx,
    {
      name: m.name,
      email: m.email,
      username: m.email.split('@')[0] ?? null,
      phone: m.phone,
      birthday: yearsAgo(m.age, now),
      taxpayer_number: m.cpf,
    },
    {
      edition_id: editionId,
      category: 'regular',
      address_state_id: SAO_PAULO_STATE,
      address_city_id: SAO_PAULO_CITY,
      address_country_id: 1,
      school_unit_id: school.schoolId,
      education_grade_id: school.gradeId,
    },
  );
}

/**
 * Demo of a project phase (spec 3 §2.9): the edition 'OBIA Projetos 2026' whose phase 1 takes
 * pre-projects, group work and final projects (member_limit 5), its online exam in progress, aluno@
 * subscribed with a started participation, the team 'Equipe Aurora' (aluno@ leading, two listed
 * members without local accounts and an external teacher), a pre-project PDF and a group upload
 * with a video link. Idempotent: does nothing once the edition exists, so it also fills databases
 * seeded before it. The PDF's bytes are written to `files` when given (the server passes its private
 * store); without it the record is created and its download answers 404.
 */
export async function seedDemoProjects(
  db: Kysely<Database>,
  projectId: number,
  now = Date.now(),
  files?: PrivateFileStore,
): Promise<boolean> {
  const marker = await db
    .selectFrom('editions')
    .select('id')
    .where('project_id', '=', projectId)
    .where('description', '=', DEMO_PROJECT_EDITION)
    .executeTakeFirst();
  const pdf = await demoPreProjectPdf();
  const pdfKey = privateContentKey(pdf, 'pdf');
  if (marker) {
    // The bytes are deterministic: put them back if the files folder was emptied since.
    if (files) await files.put(pdfKey, pdf);
    return false;
  }
  const student = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'aluno@olimpiada.dev')
    .executeTakeFirst();

  await db.transaction().execute(async (trx) => {
    const edition = await trx
      .insertInto('editions')
      .values({
        project_id: projectId,
        description: DEMO_PROJECT_EDITION,
        year: 2026,
        start_registration: daysFromNow(-5, now),
        end_registration: daysFromNow(40, now),
        start_date: daysFromNow(-3, now),
        results_due: daysFromNow(60, now),
        active: true,
        time_zone: 'America/Sao_Paulo',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('edition_countries').values({ edition_id: edition.id, country_id: 1 }).execute();
    await trx
      .insertInto('phases')
      .values({
        edition_id: edition.id,
        phase: 1,
        categories: JSON.stringify(['pre_project', 'in_group', 'final_project']),
        additional_data: JSON.stringify({ member_limit: 5 }),
      })
      .execute();
    const exam = await trx
      .insertInto('exams')
      .values({
        edition_id: edition.id,
        phase: 1,
        description: 'Projeto — Fase 1',
        kind: 'online',
        start_date: daysFromNow(-3, now),
        end_date: daysFromNow(25, now),
        time_limit: null,
        minimal_score: null,
      })
      .returning(['id', 'end_date'])
      .executeTakeFirstOrThrow();
    if (!student) return;

    const school = await trx
      .selectFrom('school_units')
      .select('id')
      .where('inep_code', '=', '35000073')
      .executeTakeFirst();
    const place = { schoolId: school?.id ?? null, gradeId: 11 };
    await trx
      .insertInto('inscriptions')
      .values({
        edition_id: edition.id,
        user_id: student.id,
        category: 'regular',
        registrable_type: 'Core::Student',
        address_state_id: SAO_PAULO_STATE,
        address_city_id: SAO_PAULO_CITY,
        address_country_id: 1,
        school_unit_id: place.schoolId,
        education_grade_id: place.gradeId,
      })
      .execute();
    const participation = await trx
      .insertInto('participations')
      .values({
        user_id: student.id,
        exam_id: exam.id,
        started_at: daysFromNow(-2, now),
        ends_at: exam.end_date ?? daysFromNow(25, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const team = await trx
      .insertInto('teams')
      .values({
        name: 'Equipe Aurora',
        exam_id: exam.id,
        edition_id: edition.id,
        source: 'web',
        created_by: student.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('memberships')
      .values({
        team_id: team.id,
        user_id: student.id,
        role: 'leader',
        name: student.name ?? 'Bruno Aluno Pereira',
        email: student.email,
        phone: student.phone,
        birthdate: student.birthday,
        cpf: student.taxpayer_number,
        address_state_id: SAO_PAULO_STATE,
        address_city_id: SAO_PAULO_CITY,
        school_unit_id: place.schoolId,
        education_grade_id: place.gradeId,
        external: false,
      })
      .execute();
    for (const m of demoMembers) {
      const userId = await insertMemberUser(trx, m, edition.id, place, now);
      await trx
        .insertInto('memberships')
        .values({
          team_id: team.id,
          user_id: userId,
          role: 'member',
          name: m.name,
          email: m.email,
          phone: m.phone,
          birthdate: yearsAgo(m.age, now),
          cpf: m.cpf,
          legal_guardian_name: m.guardian?.name ?? null,
          legal_guardian_email: m.guardian?.email ?? null,
          degree_of_kinship: m.guardian?.kinship ?? null,
          address_state_id: SAO_PAULO_STATE,
          address_city_id: SAO_PAULO_CITY,
          school_unit_id: place.schoolId,
          education_grade_id: place.gradeId,
          external: false,
        })
        .execute();
    }
    await trx
      .insertInto('memberships')
      .values({
        team_id: team.id,
        user_id: null,
        role: 'teacher',
        name: 'Marina Teixeira Alves',
        email: 'marina.alves@exemplo.olimpiada.dev',
        phone: '11987654321',
        birthdate: '1986-04-12',
        cpf: '31415926590',
        address_state_id: SAO_PAULO_STATE,
        address_city_id: SAO_PAULO_CITY,
        school_unit_id: place.schoolId,
        education_grade_id: place.gradeId,
        external: true,
      })
      .execute();

    if (files) await files.put(pdfKey, pdf);
    await trx
      .insertInto('participation_files')
      .values({
        participation_id: participation.id,
        team_id: null,
        category: 'pre_project',
        files: JSON.stringify([
          {
            key: pdfKey,
            name: 'Pré-projeto Equipe Aurora.pdf',
            content_type: 'application/pdf',
            size: pdf.length,
          },
        ]),
        video_urls: '[]',
        uploaded_by: student.id,
        created_at: daysFromNow(-1, now),
      })
      .execute();
    await trx
      .insertInto('participation_files')
      .values({
        participation_id: participation.id,
        team_id: team.id,
        category: 'in_group',
        files: '[]',
        video_urls: JSON.stringify(['https://www.youtube.com/watch?v=obia-equipe-aurora']),
        uploaded_by: student.id,
        created_at: daysFromNow(-0.5, now),
      })
      .execute();
  });
  return true;
}
