import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { computeScore } from '../features/exams/scoring.js';
import { classifyExam, rankExam } from '../features/results-generation/ratings-sql.js';
import { seedStudent } from './demo-students.js';
import { searchKey } from './reference.js';

const MINUTE = 60_000;

/** Students of the OBIA 2025 ranking besides aluno@ (no local accounts: they cannot sign in). */
const NAMES = [
  'Ana Clara Ribeiro',
  'João Pedro Almeida',
  'Maria Eduarda Santos',
  'Lucas Gabriel Oliveira',
  'Júlia Fernandes Rocha',
  'Gabriel Henrique Costa',
  'Larissa Moreira Dias',
  'Matheus Cardoso Lima',
  'Beatriz Nogueira Pinto',
  'Rafael Azevedo Martins',
  'Isabela Carvalho Teixeira',
  'Guilherme Barbosa Ramos',
  'Letícia Gomes Araújo',
  'Pedro Henrique Souza',
  'Mariana Castro Mendes',
  'Felipe Monteiro Freitas',
  'Camila Duarte Vieira',
  'Thiago Correia Batista',
  'Sofia Cavalcanti Melo',
  'Enzo Rodrigues Farias',
];

/** Answers to "Cite dois cuidados éticos ao usar reconhecimento facial em escolas", with their grading. */
const OPEN_ANSWERS: { html: string; score: number; comment: string }[] = [
  {
    html: '<p>Primeiro, é preciso pedir o consentimento dos alunos e dos responsáveis antes de coletar qualquer imagem. Segundo, os dados devem ser guardados com segurança e usados apenas para a finalidade informada.</p>',
    score: 1.9,
    comment: 'Resposta completa: consentimento e proteção dos dados, bem justificados.',
  },
  {
    html: '<p>Um cuidado é a privacidade: as imagens dos estudantes não podem ser compartilhadas com empresas. Outro cuidado é verificar se o sistema erra mais com pessoas negras ou com meninas, porque muitos modelos têm viés.</p><p>Se houver erro, a escola precisa de uma forma de corrigir a decisão.</p>',
    score: 1.7,
    comment: 'Muito bem: privacidade e viés, com um exemplo concreto.',
  },
  {
    html: '<p>Consentimento e transparência. A escola deve explicar para que serve o sistema.</p>',
    score: 1,
    comment: 'Cita dois cuidados, mas explica só um deles.',
  },
  {
    html: '<p>O reconhecimento facial pode ser injusto se o modelo foi treinado com poucas fotos de alguns grupos. Por isso é importante testar o sistema com pessoas diferentes. Também é importante apagar as imagens quando não forem mais necessárias.</p>',
    score: 1.6,
    comment: 'Boa discussão sobre viés e sobre o tempo de guarda das imagens.',
  },
  {
    html: '<p>Não usar a câmera no banheiro e pedir autorização.</p>',
    score: 0.5,
    comment: 'Resposta incompleta: faltou justificar os cuidados.',
  },
  {
    html: '<p>Acho que a escola deve avisar todo mundo que existe câmera com reconhecimento facial, e os pais precisam concordar. Além disso, só pessoas autorizadas podem ver os dados, e o sistema não deve ser usado para punir alunos sem que um professor confira.</p>',
    score: 1.3,
    comment: 'Bons pontos sobre consentimento e acesso aos dados; faltou falar de vieses.',
  },
];

const emailOf = (name: string) => {
  const parts = searchKey(name).split(' ');
  return `${parts[0]}.${parts[parts.length - 1]}@exemplo.olimpiada.dev`;
};

/**
 * Twenty more OBIA 2025 participants so that the ranking and the grading screens have content: each
 * subscribed (regular or open category), with a finished participation in the phase-1 exam, answers
 * (right, wrong and blank choices; an open answer, graded for most) and the score. Then the exam is
 * classified and ranked with the results' own statements (classifyExam, rankExam), aluno@'s
 * participation included. Deterministic (everything derives from the index).
 */
export async function seedDemoRanking(db: Kysely<Database>, examId: number): Promise<void> {
  const exam = await db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'kind', 'status', 'weight', 'resolution', 'alternatives'])
    .where('exam_id', '=', exam.id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const schools = await db.selectFrom('school_units').select('id').orderBy('id').limit(4).execute();
  const start = (exam.start_date ?? new Date()).getTime();
  const limit = (exam.time_limit ?? 90) * MINUTE;

  for (const [i, name] of NAMES.entries()) {
    const email = emailOf(name);
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) continue;
    const category = i % 4 === 3 ? 'opened' : 'regular';
    const userId = await seedStudent(
      db,
      {
        name,
        email,
        username: email.split('@')[0]!,
        birthday: `${2008 + (i % 4)}-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
      },
      {
        edition_id: exam.edition_id,
        category,
        school_unit_id:
          category === 'regular' ? (schools[i % Math.max(1, schools.length)]?.id ?? null) : null,
        education_grade_id: category === 'regular' ? 10 + (i % 3) : null,
      },
    );

    const startedAt = start + 3 * 3600_000 + i * 13 * MINUTE;
    const endsAt = Math.min(startedAt + limit, exam.end_date?.getTime() ?? Infinity);
    const finishedAt = Math.min(endsAt, startedAt + (40 + ((i * 7) % 45)) * MINUTE);
    const participation = await db
      .insertInto('participations')
      .values({
        user_id: userId,
        exam_id: exam.id,
        started_at: new Date(startedAt),
        ends_at: new Date(endsAt),
        finished_at: new Date(finishedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const answers: { question_id: number; user_answer: string | null; open_ended_score: number | null }[] =
      [];
    for (const [j, q] of questions.entries()) {
      let userAnswer: string | null = null;
      let grade: { score: number; comment: string } | null = null;
      if (q.kind === 'multiple_choice') {
        const choices = (q.alternatives ?? []).map((a) => String(a.id));
        const right = q.resolution?.multiple_choice?.[0];
        const r = (i * 7 + j * 3) % 10; // 0–4 right, 5–8 wrong, 9 blank
        if (r < 5 && right) userAnswer = right;
        else if (r < 9 && choices.length > 1) {
          const wrong = choices.filter((c) => c !== right);
          userAnswer = wrong[r % wrong.length] ?? null;
        }
      } else if (i % 10 !== 7) {
        const text = OPEN_ANSWERS[(i * 5 + j) % OPEN_ANSWERS.length]!;
        userAnswer = text.html;
        if (i % 10 !== 3) grade = { score: text.score, comment: text.comment }; // one in ten still pending
      }
      if (userAnswer === null) continue;
      const savedAt = new Date(Math.min(finishedAt, startedAt + (j + 1) * 8 * MINUTE));
      await db
        .insertInto('answers')
        .values({
          participation_id: participation.id,
          question_id: q.id,
          user_answer: userAnswer,
          user_answer_timer: 30 + ((i * 11 + j * 17) % 240) + (q.kind === 'open_ended' ? 300 : 0),
          sequence: 1,
          answered_at: savedAt,
          saved_at: savedAt,
          open_ended_score: grade?.score ?? null,
          open_ended_comment: grade?.comment ?? null,
        })
        .execute();
      answers.push({ question_id: q.id, user_answer: userAnswer, open_ended_score: grade?.score ?? null });
    }

    const score = computeScore(questions, answers, exam.cancelled_question_policy);
    await db.updateTable('participations').set({ score }).where('id', '=', participation.id).execute();
  }

  // The results as the jobs compute them: the classification (a rating per participation, with the
  // inscription's category, school and state), then the ranking; the exam says when it was computed.
  await classifyExam(db, exam.id);
  await rankExam(db, exam.id);
  await db
    .updateTable('exams')
    .set({ ranking_computed_at: exam.ranking_available_at ?? exam.classification_available_at })
    .where('id', '=', exam.id)
    .execute();
}
