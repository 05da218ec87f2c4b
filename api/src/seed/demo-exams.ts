import type { Kysely, Transaction } from 'kysely';
import type { Alternative, Database, QuestionKind } from '../db/schema.js';
import { computeScore } from '../features/exams/scoring.js';
import { seedDemoRanking } from './demo-ranking.js';
import { seedDemoAwards } from './demo-awards.js';

const DAY = 24 * 3600_000;
const MINUTE = 60_000;

interface DemoQuestion {
  statement: string;
  kind: QuestionKind;
  style?: 'alphabetic' | 'numeric';
  status?: 'active' | 'cancelled';
  alternatives?: string[];
  /** Index of the correct alternative (multiple choice). */
  correct?: number;
  comment: string;
  character_limit?: number;
  weight?: number;
}

const phase1: DemoQuestion[] = [
  {
    statement: '<p>Qual das alternativas descreve melhor o <strong>aprendizado supervisionado</strong>?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'Treinar um modelo com exemplos acompanhados da resposta esperada (rótulos).',
      'Agrupar dados parecidos sem nenhuma resposta conhecida.',
      'Aprender por tentativa e erro, recebendo recompensas.',
      'Escrever manualmente todas as regras de decisão.',
    ],
    correct: 0,
    comment: 'No aprendizado supervisionado cada exemplo de treino traz o rótulo que o modelo deve prever.',
  },
  {
    statement: '<p>Em uma rede neural, qual é o principal papel da <em>função de ativação</em>?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'Guardar os dados de treino.',
      'Introduzir não linearidade, permitindo aprender relações complexas.',
      'Escolher a taxa de aprendizado.',
      'Dividir os dados em treino e teste.',
    ],
    correct: 1,
    comment: 'Sem funções de ativação não lineares, várias camadas equivalem a uma só transformação linear.',
  },
  {
    statement:
      '<p>Um classificador de doenças raras acerta 99% dos casos porque sempre responde "saudável". Qual métrica revela melhor esse problema?</p>',
    kind: 'multiple_choice',
    style: 'numeric',
    alternatives: ['Acurácia', 'Erro quadrático médio', 'F1 da classe positiva', 'Número de parâmetros'],
    correct: 2,
    comment:
      'Com classes desbalanceadas, a acurácia engana; o F1 da classe rara mostra que ela nunca é detectada.',
    weight: 2,
  },
  {
    statement: '<p>O que caracteriza o <strong>sobreajuste</strong> (overfitting)?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'O modelo vai mal tanto no treino quanto em dados novos.',
      'O modelo é treinado por poucas épocas.',
      'O modelo vai muito bem nos dados de treino e mal em dados novos.',
      'O modelo usa dados demais.',
    ],
    correct: 2,
    comment: 'O modelo memoriza o treino em vez de generalizar.',
  },
  {
    statement:
      '<p>Explique, com suas palavras, o que é <strong>viés</strong> em um conjunto de dados e dê um exemplo de como ele pode afetar um sistema de IA.</p>',
    kind: 'open_ended',
    character_limit: 1000,
    comment:
      'Espera-se a ideia de dados que não representam a população e um exemplo concreto de consequência.',
  },
  {
    statement:
      '<p>Descreva um problema da sua escola ou comunidade que poderia ser resolvido com IA. Que dados seriam necessários?</p>',
    kind: 'open_ended',
    character_limit: 1500,
    comment: 'Avaliam-se a clareza do problema, a adequação da IA e a identificação dos dados.',
  },
];

const phase2: DemoQuestion[] = [
  {
    statement: '<p>Qual técnica reduz o sobreajuste de uma rede neural?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'Dropout',
      'Aumentar a taxa de aprendizado',
      'Remover os dados de validação',
      'Usar menos dados',
    ],
    correct: 0,
    comment: 'O dropout desliga neurônios ao acaso durante o treino.',
  },
  {
    statement: '<p>Proponha um experimento para comparar dois modelos de classificação de imagens.</p>',
    kind: 'open_ended',
    character_limit: 2000,
    comment: 'Divisão de dados, métrica, repetição e conclusão.',
  },
];

const past: DemoQuestion[] = [
  {
    statement: '<p>Qual destes é um exemplo de aprendizado <strong>não supervisionado</strong>?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'Agrupar clientes por hábitos de compra.',
      'Prever o preço de uma casa.',
      'Classificar e-mails como spam.',
      'Reconhecer dígitos escritos à mão.',
    ],
    correct: 0,
    comment: 'Agrupamento (clustering) não usa rótulos.',
  },
  {
    statement: '<p>O que é um <em>conjunto de teste</em>?</p>',
    kind: 'multiple_choice',
    alternatives: [
      'Os dados usados para ajustar os pesos.',
      'Dados separados, usados só para avaliar o modelo final.',
      'Os dados com erros de digitação.',
      'Os dados gerados pelo próprio modelo.',
    ],
    correct: 1,
    comment: 'O teste mede a generalização e não participa do treino.',
  },
  {
    statement: '<p>Quantas camadas ocultas tem um perceptron simples?</p>',
    kind: 'multiple_choice',
    style: 'numeric',
    status: 'cancelled',
    alternatives: ['0', '1', '2', '3'],
    correct: 0,
    comment: 'Questão anulada: o enunciado admitia mais de uma interpretação.',
  },
  {
    statement: '<p>Cite dois cuidados éticos ao usar reconhecimento facial em escolas.</p>',
    kind: 'open_ended',
    // Worth 2: the demo's marks (0.5 to 1.9) lie between 0 and the weight, as correction requires.
    weight: 2,
    character_limit: 800,
    comment: 'Consentimento, privacidade, vieses e finalidade.',
  },
];

const alternativesOf = (q: DemoQuestion): Alternative[] =>
  (q.alternatives ?? []).map((description, i) => ({ id: String(i + 1), description }));

async function insertQuestions(trx: Transaction<Database>, examId: number, list: DemoQuestion[]) {
  const out: { id: number; correct: string | null }[] = [];
  for (const [i, q] of list.entries()) {
    const correct = q.correct === undefined ? null : String(q.correct + 1);
    const row = await trx
      .insertInto('questions')
      .values({
        exam_id: examId,
        position: i + 1,
        statement: q.statement,
        style: q.style ?? 'alphabetic',
        status: q.status ?? 'active',
        kind: q.kind,
        alternatives: JSON.stringify(alternativesOf(q)),
        resolution: JSON.stringify({ comment: q.comment, multiple_choice: correct ? [correct] : [] }),
        character_limit: q.character_limit ?? null,
        weight: q.weight ?? 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ id: row.id, correct });
  }
  return out;
}

/**
 * Demo exam content: questions for OBIA 2026's phase 1 (in progress) and phase 2 (upcoming), and for
 * OBIA 2025 a finished phase-1 exam with aluno@'s finished participation, answers and published
 * ratings. Idempotent: does nothing once any question of project `projectId` exists, so it also fills
 * databases seeded before the exam engine.
 */
export async function seedDemoExams(
  db: Kysely<Database>,
  projectId: number,
  now = Date.now(),
): Promise<boolean> {
  const marker = await db
    .selectFrom('questions')
    .innerJoin('exams', 'exams.id', 'questions.exam_id')
    .innerJoin('editions', 'editions.id', 'exams.edition_id')
    .select('questions.id')
    .where('editions.project_id', '=', projectId)
    .executeTakeFirst();
  if (marker) return false;

  await db.transaction().execute(async (trx) => {
    const edition = (description: string) =>
      trx
        .selectFrom('editions')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('description', '=', description)
        .executeTakeFirst();
    const examOf = (editionId: number, phase: number) =>
      trx
        .selectFrom('exams')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('phase', '=', phase)
        .executeTakeFirst();

    const obia = await edition('OBIA 2026');
    if (obia) {
      const first = await examOf(obia.id, 1);
      if (first) {
        await insertQuestions(trx, first.id, phase1);
        await trx
          .updateTable('exams')
          .set({ survey_url: 'https://forms.example.org/obia-2026-fase-1' })
          .where('id', '=', first.id)
          .execute();
      }
      const second = await examOf(obia.id, 2);
      if (second) await insertQuestions(trx, second.id, phase2);
    }

    const previous = await edition('OBIA 2025');
    if (!previous) return;
    const start = previous.start_date ? previous.start_date.getTime() : now - 355 * DAY;
    const end = start + 2 * DAY;
    const published = new Date(end + 7 * DAY);
    const exam =
      (await examOf(previous.id, 1)) ??
      (await trx
        .insertInto('exams')
        .values({
          edition_id: previous.id,
          phase: 1,
          description: 'Fase 1 — Prova online',
          kind: 'online',
          start_date: new Date(start),
          end_date: new Date(end),
          time_limit: 90,
          minimal_score: 2,
          // Its cancelled question counts for nothing (the `drop` policy): the published scores say so.
          cancelled_question_policy: 'drop',
          result_available_at: published,
          classification_available_at: published,
          ranking_available_at: published,
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    const questions = await insertQuestions(trx, exam.id, past);

    const student = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'aluno@olimpiada.dev')
      .executeTakeFirst();
    if (!student) return;
    const startedAt = start + 2 * 3600_000;
    const participation = await trx
      .insertInto('participations')
      .values({
        user_id: student.id,
        exam_id: exam.id,
        started_at: new Date(startedAt),
        ends_at: new Date(startedAt + 90 * MINUTE),
        finished_at: new Date(startedAt + 75 * MINUTE),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Right, wrong, the cancelled one, and an open-ended answer already graded.
    const [q1, q2, q3, q4] = questions;
    const answers = [
      { q: q1!, user_answer: q1!.correct, timer: 95 },
      { q: q2!, user_answer: '3', timer: 140 },
      { q: q3!, user_answer: '2', timer: 30 },
      {
        q: q4!,
        user_answer:
          '<p>Pedir o consentimento dos estudantes e responsáveis e proteger as imagens coletadas.</p>',
        timer: 600,
        open_ended_score: 1.5,
        open_ended_comment: 'Boa resposta; faltou falar de vieses.',
      },
    ];
    for (const [i, a] of answers.entries()) {
      await trx
        .insertInto('answers')
        .values({
          participation_id: participation.id,
          question_id: a.q.id,
          user_answer: a.user_answer,
          user_answer_timer: a.timer,
          sequence: 1,
          answered_at: new Date(startedAt + (i + 1) * 10 * MINUTE),
          saved_at: new Date(startedAt + (i + 1) * 10 * MINUTE),
          open_ended_score: a.open_ended_score ?? null,
          open_ended_comment: a.open_ended_comment ?? null,
        })
        .execute();
    }
    const scoring = await trx
      .selectFrom('questions')
      .select(['id', 'kind', 'status', 'weight', 'resolution'])
      .where('exam_id', '=', exam.id)
      .execute();
    const score = computeScore(
      scoring,
      answers.map((a) => ({
        question_id: a.q.id,
        user_answer: a.user_answer,
        open_ended_score: a.open_ended_score ?? null,
      })),
      exam.cancelled_question_policy,
    );
    await trx.updateTable('participations').set({ score }).where('id', '=', participation.id).execute();
    // His rating comes with everyone's: seedDemoRanking classifies and ranks the exam.
    await seedDemoRanking(trx, exam.id);
    await seedDemoAwards(trx, {
      editionId: previous.id,
      userId: student.id,
      participationId: participation.id,
    });
  });
  return true;
}
