// The load generator, a process of its own (forked by run.ts). It receives a LoadPlan and runs, in order:
// a warm-up; the one-insert baseline at saturation; saves at saturation (a few extra students, for the
// save route's capacity); the baseline at the exam's expected save rate; and the exam: each student
// starts, then thinks and saves an answer until the time is up, then finishes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CAPACITY_WORKERS } from './generator-config.ts';
import { errorKind, HttpClient, type Reply } from './http.ts';
import type { Acknowledged, ChildMessage, LoadPlan, LoadResult, Phase } from './protocol.ts';
import { Recorder, round, seededRandom } from './stats.ts';
import type { BenchQuestion, StudentCredentials } from './students.ts';

const WARMUP_MS = 2_000;
const LOOP_RESOLUTION_MS = 5;
/** Event-loop delay histogram value (ns) → lag beyond the sampling interval (ms). */
const lag = (ns: number) => round(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => process.send!(message, undefined, {}, () => resolve()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts measuring this process's CPU; the returned function gives the share of one core since (%). */
function cpuMeter() {
  const before = process.cpuUsage();
  const at = performance.now();
  return () => {
    const used = process.cpuUsage(before);
    return Math.round(((used.user + used.system) / 1000 / (performance.now() - at)) * 100);
  };
}

/** Records one request's outcome; `check` names the error kind of a reply that is not a success. */
async function timed(
  recorder: Recorder,
  call: () => Promise<Reply>,
  check: (reply: Reply) => string | undefined,
): Promise<Reply | undefined> {
  const startedAt = performance.now();
  try {
    const reply = await call();
    const error = check(reply);
    recorder.record(startedAt, reply.latencyMs, error);
    return error === undefined ? reply : undefined;
  } catch (err) {
    recorder.record(startedAt, performance.now() - startedAt, (err as Error).message);
    return undefined;
  }
}

const expect =
  (...statuses: number[]) =>
  (reply: Reply) =>
    statuses.includes(reply.status) ? undefined : errorKind(reply);

function baseline(http: HttpClient, recorder: Recorder, random: () => number) {
  // About the size of an answer save, so both parse similar bodies.
  const body = {
    data: {
      type: 'bench_baselines',
      attributes: {
        payload: `baseline ${Math.floor(random() * 1e9)}`,
        sequence: 1,
        answered_at: new Date().toISOString(),
      },
    },
  };
  return timed(recorder, () => http.request('POST', '/api/bench/baseline', {}, body), expect(201));
}

/** Closed loop: CAPACITY_WORKERS requests in flight at all times, for `ms`; returns the seconds taken. */
async function closedLoop(recorder: Recorder, ms: number, call: (worker: number) => Promise<unknown>) {
  const until = performance.now() + ms;
  const worker = async (index: number) => {
    while (performance.now() < until) await call(index);
  };
  await Promise.all(Array.from({ length: CAPACITY_WORKERS }, (_, i) => worker(i)));
  return (performance.now() - recorder.startedAt) / 1000;
}

/** Open loop: Poisson arrivals at `rate` per second for `ms`, whatever the replies take. */
async function openLoop(rate: number, ms: number, random: () => number, call: () => Promise<unknown>) {
  const start = performance.now();
  const inFlight = new Set<Promise<unknown>>();
  let nextAt = 0;
  while (nextAt < ms) {
    const elapsed = performance.now() - start;
    while (nextAt <= elapsed && nextAt < ms) {
      const p = call().finally(() => inFlight.delete(p));
      inFlight.add(p);
      nextAt += (-Math.log(1 - random()) / rate) * 1000;
    }
    await sleep(Math.max(1, Math.min(5, nextAt - elapsed)));
  }
  const seconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  return seconds;
}

interface StartRecorders {
  examReads: Recorder;
  participationReads: Recorder;
  starts: Recorder;
  firstSaves: Recorder;
  wholeStarts: Recorder;
}

interface Student {
  /** The user's id (also the `uid` header). */
  uid: string;
  headers: Record<string, string>;
  participationId?: string;
  /** The last sequence sent, per question (same order as the plan's questions). */
  sequences: number[];
}

/** What a student does, as the exam-taking client does it; acknowledged saves are remembered. */
class StudentActions {
  readonly acknowledged = new Map<string, Acknowledged>();
  staleSaves = 0;

  constructor(
    private readonly http: HttpClient,
    private readonly examId: string,
    private readonly questions: BenchQuestion[],
    private readonly random: () => number,
  ) {}

  student(c: StudentCredentials): Student {
    return {
      uid: c.uid,
      headers: { 'access-token': c.accessToken, uid: c.uid, client: c.client },
      sequences: this.questions.map(() => 0),
    };
  }

  /**
   * Opens the exam as the exam-taking client does (useExamAttempt): the exam with its questions and the
   * student's own participation read together, then POST participations when there is none, then the
   * first answer save at once. True once the student has a participation.
   */
  async open(s: Student, r: StartRecorders): Promise<boolean> {
    const startedAt = performance.now();
    const [exam, own] = await Promise.all([
      timed(
        r.examReads,
        () => this.http.request('GET', `/api/exams/${this.examId}?include=questions%2Cedition`, s.headers),
        expect(200),
      ),
      timed(
        r.participationReads,
        () =>
          this.http.request(
            'GET',
            `/api/participations?filter%5Buser_id%5D=${s.uid}&filter%5Bexam_id%5D=${this.examId}&include=user`,
            s.headers,
          ),
        expect(200),
      ),
    ]);
    if (!exam || !own) {
      r.wholeStarts.record(startedAt, performance.now() - startedAt, 'read failed');
      return false;
    }
    const found = (JSON.parse(own.body) as { data: { id: string }[] }).data[0];
    if (found) s.participationId = String(found.id);
    else if (!(await this.start(s, r.starts))) {
      r.wholeStarts.record(startedAt, performance.now() - startedAt, 'start failed');
      return false;
    }
    const saved = await this.save(s, r.firstSaves);
    r.wholeStarts.record(startedAt, performance.now() - startedAt, saved ? undefined : 'first save failed');
    return true;
  }

  /** POST /participations; true once the student has a participation. */
  async start(s: Student, recorder: Recorder): Promise<boolean> {
    const body = {
      data: {
        type: 'participations',
        attributes: { answers: [] },
        relationships: { exam: { data: { type: 'exams', id: this.examId } } },
      },
    };
    const reply = await timed(
      recorder,
      () => this.http.request('POST', '/api/participations', s.headers, body),
      expect(200, 201),
    );
    if (!reply) return false;
    s.participationId = String((JSON.parse(reply.body) as { data: { id: string } }).data.id);
    return true;
  }

  /** PUT an answer to a random question with that question's next sequence; true when acknowledged. */
  async save(s: Student, recorder: Recorder): Promise<boolean> {
    const q = Math.floor(this.random() * this.questions.length);
    const question = this.questions[q]!;
    const sequence = ++s.sequences[q]!;
    const answer =
      question.kind === 'multiple_choice'
        ? question.alternatives[Math.floor(this.random() * question.alternatives.length)]!
        : `<p>Resposta ${sequence} do estudante ${s.uid}.</p>`;
    const body = {
      data: {
        type: 'answers',
        attributes: { user_answer: answer, sequence, answered_at: new Date().toISOString() },
      },
    };
    const path = `/api/participations/${s.participationId}/answers/${question.id}`;
    const reply = await timed(
      recorder,
      () => this.http.request('PUT', path, s.headers, body),
      (reply) => {
        if (reply.status !== 200) return errorKind(reply);
        const { stale } = (JSON.parse(reply.body) as { data: { attributes: { stale?: boolean } } }).data
          .attributes;
        if (stale) {
          this.staleSaves++; // the API kept a higher sequence than one this client never sent: a bug
          return 'stale';
        }
        this.acknowledged.set(`${s.participationId}:${question.id}`, [
          s.participationId!,
          question.id,
          sequence,
          answer,
        ]);
        return undefined;
      },
    );
    return reply !== undefined;
  }

  async finish(s: Student, recorder: Recorder): Promise<void> {
    await timed(
      recorder,
      () => this.http.request('POST', `/api/participations/${s.participationId}/finish`, s.headers),
      expect(200),
    );
  }
}

/** Saves at saturation: one extra student per worker, each saving back to back. */
async function saveCapacity(actions: StudentActions, plan: LoadPlan) {
  const students = plan.capacityStudents.map((c) => actions.student(c));
  const starts = new Recorder('save capacity starts');
  for (const s of students)
    if (!(await actions.start(s, starts))) throw new Error('a capacity student could not start');
  const recorder = new Recorder('save capacity');
  const seconds = await closedLoop(recorder, plan.capacityMs, (i) =>
    actions.save(students[i % students.length]!, recorder),
  );
  const finishes = new Recorder('save capacity finishes');
  await Promise.all(students.map((s) => actions.finish(s, finishes)));
  return recorder.summary(seconds);
}

async function exam(actions: StudentActions, plan: LoadPlan, random: () => number) {
  const starts = new Recorder('start');
  const opening: StartRecorders = {
    examReads: new Recorder('exam read'),
    participationReads: new Recorder('participation read'),
    starts,
    firstSaves: new Recorder('first save'),
    wholeStarts: new Recorder('whole start'),
  };
  const saves = new Recorder('save');
  const finishes = new Recorder('finish');
  let withoutParticipation = 0;
  let started = 0;
  const t0 = performance.now();
  const endAt = t0 + plan.durationMs;
  const think = () => plan.thinkMinMs + random() * (plan.thinkMaxMs - plan.thinkMinMs);

  // The histogram counts the sampling interval in each value; the excess over it is the lag.
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const cpu = cpuMeter();
  const progress = setInterval(() => {
    const recent = saves.recent(10);
    const elapsed = Math.round((performance.now() - t0) / 1000);
    void send({
      type: 'progress',
      line:
        `${elapsed}s: ${started}/${plan.students.length} started, ${saves.ok} saves ` +
        `(last 10 s: ${Math.round(recent.ok / 10)}/s, p99 ${round(recent.p99, 1)} ms), ` +
        `errors ${starts.errors + saves.errors + finishes.errors}, finished ${finishes.requests}`,
    });
  }, 10_000);

  await new Promise<void>((allDone) => {
    let remaining = plan.students.length;
    const done = () => {
      if (--remaining === 0) allDone();
    };
    const start = (s: Student) => {
      if (performance.now() >= endAt) {
        withoutParticipation++;
        return done();
      }
      void actions.open(s, opening).then((ok) => {
        if (!ok) return void setTimeout(() => start(s), think()); // a real client retries
        started++;
        next(s);
      });
    };
    // Think, then save; once the time is up the student finishes instead, so finishes spread over the
    // think time after the end rather than arriving all at once.
    const next = (s: Student) => {
      setTimeout(() => {
        if (performance.now() >= endAt) void actions.finish(s, finishes).then(done);
        else void actions.save(s, saves).then(() => next(s));
      }, think());
    };
    for (const c of plan.students) {
      const s = actions.student(c);
      // Arrivals spread uniformly over the start window (issue 11: 10,000 opens within 60 s).
      setTimeout(() => start(s), random() * plan.startWindowMs);
    }
  });

  clearInterval(progress);
  loopDelay.disable();
  const examCpu = cpu();
  const durationS = plan.durationMs / 1000;
  // Steady state: every student has arrived and made a save (start window + one think time).
  const steadyFrom = Math.min((plan.startWindowMs + plan.thinkMaxMs) / 1000, durationS / 2);
  const window = plan.startWindowMs / 1000;
  return {
    examReads: opening.examReads.summary(window),
    participationReads: opening.participationReads.summary(window),
    firstSaves: opening.firstSaves.summary(window),
    wholeStarts: opening.wholeStarts.summary(window),
    starts: starts.summary(durationS),
    saves: saves.summary(durationS, steadyFrom),
    finishes: finishes.summary((performance.now() - endAt) / 1000),
    studentsWithoutParticipation: withoutParticipation,
    generatorLoopDelayMs: {
      p50: lag(loopDelay.percentile(50)),
      p99: lag(loopDelay.percentile(99)),
      max: lag(loopDelay.max),
    },
    examCpu,
  };
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const random = seededRandom(plan.seed);
  const http = new HttpClient(plan.baseUrl, plan.connections, plan.requestTimeoutMs);
  const actions = new StudentActions(http, plan.examId, plan.questions, random);
  const phase = (name: Phase | 'done') => send({ type: 'phase', name });
  try {
    const warmUp = new Recorder('warm-up'); // JIT and connections, not reported
    await closedLoop(warmUp, WARMUP_MS, () => baseline(http, warmUp, random));

    await phase('capacity');
    const capacity = new Recorder('baseline capacity');
    const capacityCpu = cpuMeter();
    const capacitySeconds = await closedLoop(capacity, plan.capacityMs, () =>
      baseline(http, capacity, random),
    );
    const capacityCpuPercent = capacityCpu();

    await phase('save-capacity');
    const saveCapacityCpu = cpuMeter();
    const saveCapacitySummary = await saveCapacity(actions, plan);
    const saveCapacityCpuPercent = saveCapacityCpu();

    await phase('baseline');
    const atRate = new Recorder('baseline');
    const baselineSeconds = await openLoop(plan.baselineRate, plan.baselineMs, random, () =>
      baseline(http, atRate, random),
    );

    await phase('exam');
    const { examCpu, ...examResult } = await exam(actions, plan, random);
    await phase('done');
    return {
      capacity: capacity.summary(capacitySeconds),
      saveCapacity: saveCapacitySummary,
      baseline: atRate.summary(baselineSeconds),
      ...examResult,
      staleSaves: actions.staleSaves,
      acknowledged: [...actions.acknowledged.values()],
      generatorCpuPercent: {
        capacity: capacityCpuPercent,
        saveCapacity: saveCapacityCpuPercent,
        exam: examCpu,
      },
    };
  } finally {
    http.close();
  }
}

process.once('message', (plan: LoadPlan) => {
  run(plan)
    .then((result) => send({ type: 'result', result }))
    .catch((err: unknown) => send({ type: 'failed', message: (err as Error)?.stack ?? String(err) }))
    .finally(() => process.disconnect());
});
