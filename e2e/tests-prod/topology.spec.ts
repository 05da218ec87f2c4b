import http from 'node:http';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { expect, test } from '../tests/support/test';
import { accounts, editions } from '../tests/support/accounts';
import { serverParticipation } from '../tests/support/api';
import { openFirstOngoingExam } from '../tests/support/navigation';
import { signIn } from '../tests/support/sign-in';

// The containerless production topology (scripts/test-prod.mjs): nginx serves the static site and spreads
// /api and /oidc over two API processes (INSTANCE_NAME api-1 and api-2) on one PostgreSQL database.

const baseUrl = process.env.PROD_BASE_URL!;
const instances = (process.env.PROD_API_INSTANCES ?? 'api-1,api-2').split(',');
const brotli = process.env.PROD_BROTLI === 'true';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it, answered as the server sends it (no decompression on the way). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, baseUrl), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

// pg comes with the API (this suite reads the database the topology writes to).
interface PgClient {
  connect(): Promise<void>;
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const { Client } = createRequire(new URL('../../api/package.json', import.meta.url))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * A CSP's directives, spacing aside. The API's also allows its logout page's inline script by hash; the
 * static pages need none. The API names its built-in identity provider's origin (PUBLIC_URL's), which behind
 * nginx is the site's own: the same source as 'self', so it is left out before comparing.
 */
const directives = (csp: unknown, { withoutScriptHashes = false } = {}) =>
  String(csp ?? '')
    .replace(withoutScriptHashes ? / 'sha256-[^']+'/g : /$^/, '')
    .split(';')
    .map((directive) =>
      directive
        .trim()
        .split(/\s+/)
        .filter((source) => source !== new URL(baseUrl).origin)
        .join(' '),
    );

test('nginx serves the static site pre-compressed, with the cache and security headers of the API', async () => {
  const index = await get('/', { 'accept-encoding': 'br, gzip' });
  expect(index.status).toBe(200);
  expect(index.headers['cache-control']).toBe('no-cache');
  expect(index.headers['x-served-by'], 'the site comes from nginx, not an API process').toBeUndefined();

  // The same security headers as the API's own answers (@fastify/helmet).
  const api = await get('/api/health');
  expect(instances).toContain(api.headers['x-served-by']);
  for (const name of SECURITY_HEADERS.filter((header) => header !== 'content-security-policy'))
    expect(index.headers[name], name).toBe(api.headers[name]);
  expect(directives(index.headers['content-security-policy'])).toEqual(
    directives(api.headers['content-security-policy'], { withoutScriptHashes: true }),
  );
  expect(api.headers['content-security-policy'], 'proxied answers keep the API CSP alone').not.toContain(',');

  // `/` is the signed-out landing page, unless the browser's cookie says it is signed in: then the app.
  expect(index.headers.vary).toMatch(/Cookie/i);
  const landing = (await get('/')).body.toString('utf8');
  const html = (await get('/', { cookie: 'olympiad_signed_in=1' })).body.toString('utf8');
  expect(landing).toContain('/landing.');
  expect(html).not.toContain('/landing.');

  // A hashed asset of the shell and of the landing: pre-compressed (brotli where nginx has the module, else
  // gzip), immutable.
  for (const page of [html, landing]) {
    const script = /<script[^>]+src="?([^"\s>]+\.js)/.exec(page)?.[1];
    expect(script, 'the page links its script').toBeTruthy();
    const asset = await get(new URL(script!, baseUrl).pathname, { 'accept-encoding': 'br, gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe(brotli ? 'br' : 'gzip');
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipOnly = await get(new URL(script!, baseUrl).pathname, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await get(new URL(script!, baseUrl).pathname);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(asset.body.length);
  }

  // The remotes' manifests and the registries are revalidated; the app's routes fall back to index.html.
  const manifest = await get('/remotes/mfe-exam-taking/mf-manifest.json');
  expect(manifest.status).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const registry = await get('/projects/36.json');
  expect(registry.status).toBe(200);
  expect(registry.headers['cache-control']).toBe('no-cache');
  const route = await get('/edicoes/ativas');
  expect(route.status).toBe(200);
  expect(route.body.toString('utf8')).toBe(html);
  expect((await get('/no-such-chunk.1234abcd.js')).status).toBe(404);
  expect((await get('/remotes/mfe-exam-taking/no-such-file.js')).status).toBe(404);
});

const openRow = (page: Page) =>
  page
    .getByTestId('active-editions')
    .getByTestId('edition-row')
    .filter({ hasText: editions.open })
    .filter({ hasNotText: editions.junior });

test('the student signs in through nginx and saves an answer, served by both API processes', async ({
  page,
}) => {
  const servedBy = new Map<string, number>();
  page.on('response', (response) => {
    const name = response.headers()['x-served-by'];
    if (name) servedBy.set(name, (servedBy.get(name) ?? 0) + 1);
  });

  // The OpenID Connect round trip: the shell, the provider's page under /oidc, back to the shell.
  await signIn(page, accounts.student.email);
  // The demo student's first visit shows the award of OBIA 2025 and its six-step tutorial.
  const award = page.getByTestId('awards-modal');
  await expect(award).toBeVisible();
  for (let step = 2; step <= 6; step++) await award.getByRole('button', { name: 'Seguinte' }).click();
  await award.getByRole('button', { name: 'Concluir' }).click();
  await expect(award).toBeHidden();
  await openFirstOngoingExam(page, openRow(page));
  const examId = /\/fases\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  await page.getByRole('button', { name: 'Iniciar prova' }).click();
  await expect(page.getByRole('heading', { name: 'Pergunta 1 de 6' })).toBeVisible();
  await page.getByTestId('question').getByRole('radio').nth(1).check({ force: true });
  await expect(
    page
      .getByTestId('question')
      .getByRole('status')
      .filter({ hasText: /Resposta|guardar/ }),
  ).toHaveText('Resposta guardada');

  // The save is in the database the processes share.
  const held = await serverParticipation(page, examId);
  const saved = held?.answers.find((answer) => answer.user_answer !== null);
  expect(saved, 'the API holds the answer').toBeTruthy();
  const db = new Client({ connectionString: process.env.PROD_DATABASE_URL! });
  await db.connect();
  try {
    const { rows } = await db.query<{ question_id: number; user_answer: string; saved_at: Date | null }>(
      `select a.question_id, a.user_answer, a.saved_at
         from answers a
         join participations p on p.id = a.participation_id
         join users u on u.id = p.user_id
        where u.email = $1 and p.exam_id = $2 and a.user_answer is not null`,
      [accounts.student.email, Number(examId)],
    );
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.question_id)).toBe(saved!.question_id);
    expect(rows[0]!.user_answer).toBe(saved!.user_answer);
    expect(rows[0]!.saved_at).not.toBeNull();
  } finally {
    await db.end();
  }

  // nginx spread the journey's API and provider requests over both processes (round robin).
  expect([...servedBy.keys()].sort(), `answers per process: ${JSON.stringify([...servedBy])}`).toEqual(
    [...instances].sort(),
  );
});
