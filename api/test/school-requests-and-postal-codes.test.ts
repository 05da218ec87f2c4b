import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../src/config.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

type Json = Record<string, any>;
const SAO_PAULO_STATE = 35;
const SAO_PAULO_CITY = 3550308;
const RIO_CITY = 3304557;

const codes = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.code);
const pointers = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.source?.pointer);

/**
 * A stand-in for the external postal-code service (ViaCEP's format), served over real HTTP so the real
 * adapter is exercised: a known code, an unknown one ({erro: true}), a failing one and a non-JSON one.
 */
async function fakeViaCep(): Promise<{ url: string; calls: string[]; close(): Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const cep = /\/ws\/(\d+)\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
    calls.push(cep);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (cep === '01001000')
      return json(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      });
    if (cep === '99999999') return json(200, { erro: 'true' });
    if (cep === '55555555') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    return json(500, { message: 'boom' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('postal-code configuration', () => {
  it('defaults to ViaCEP, accepts any URL with {cep}, or off', () => {
    assert.equal(loadConfig({}).postalCodes.providerUrl, 'https://viacep.com.br/ws/{cep}/json/');
    assert.equal(loadConfig({ CEP_PROVIDER_URL: 'off' }).postalCodes.providerUrl, undefined);
    assert.throws(() => loadConfig({ CEP_PROVIDER_URL: 'https://cep.example/lookup' }));
    assert.equal(loadConfig({ CEP_TIMEOUT_MS: '800' }).postalCodes.timeoutMs, 800);
  });
});

for (const engine of engines()) {
  describe(`school requests and postal codes (${engine.name})`, () => {
    let ctx: TestContext;
    let provider: Awaited<ReturnType<typeof fakeViaCep>>;
    let admin: AuthHeaders;
    let coordinator: AuthHeaders;
    let student: AuthHeaders;
    let obia: number;
    let existingInep: string;
    /** The demo's school requests. */
    let demoRequests: number;

    const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const request = (attributes: Json) => ({ data: { type: 'unit_requests', attributes } });
    const valid = (overrides: Json = {}) => ({
      name: 'escola estadual de tempo integral',
      inep_code: '1234-567',
      address_state_id: SAO_PAULO_STATE,
      address_city_id: String(SAO_PAULO_CITY),
      administration_type: 'state',
      edition_id: obia,
      ...overrides,
    });

    before(async () => {
      provider = await fakeViaCep();
      ctx = await startApp(engine, { CEP_PROVIDER_URL: provider.url, CEP_TIMEOUT_MS: '2000' });
      const db = ctx.dbHandle.db;
      obia = Number(
        (
          await db
            .selectFrom('editions')
            .select('id')
            .where('description', '=', 'OBIA 2026')
            .executeTakeFirstOrThrow()
        ).id,
      );
      existingInep = (await db.selectFrom('school_units').select('inep_code').executeTakeFirstOrThrow())
        .inep_code;
      demoRequests = (await db.selectFrom('unit_requests').select('id').execute()).length;
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      coordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
    });
    after(async () => {
      await ctx?.close();
      await provider?.close();
    });

    describe('POST /unit_requests', () => {
      it('stores the request: name capitalised, INEP digits only, requested by the user', async () => {
        const res = await send('POST', '/unit_requests', student, request(valid()));
        assert.equal(res.statusCode, 201, res.body);
        const attrs = res.json().data.attributes;
        assert.equal(attrs.name, 'Escola Estadual de Tempo Integral');
        assert.equal(attrs.inep_code, '1234567');
        assert.equal(attrs.status, 'pending');
        assert.equal(attrs.address_city_id, SAO_PAULO_CITY);
        assert.equal(attrs.edition_id, obia);
      });

      it('an INEP code already in the base → "O código INEP já existe em nossa base de dados." on inep_code', async () => {
        const res = await send(
          'POST',
          '/unit_requests',
          student,
          request(valid({ inep_code: existingInep })),
        );
        assert.equal(res.statusCode, 422);
        assert.deepEqual(pointers(res), ['/data/attributes/inep_code']);
        assert.equal(res.json().errors[0].detail, 'O código INEP já existe em nossa base de dados.');
      });

      it('the form rules: name 3..100, INEP at most 9 digits, state, city and type required, city of that state', async () => {
        let res = await send(
          'POST',
          '/unit_requests',
          student,
          request({ name: 'ab', inep_code: '1234567890', administration_type: 'private' }),
        );
        assert.equal(res.statusCode, 422);
        assert.deepEqual(
          Object.fromEntries(res.json().errors.map((e: Json) => [e.source.pointer, e.detail])),
          {
            '/data/attributes/name': 'Este campo precisa ter pelo menos 3 caracteres',
            '/data/attributes/inep_code': 'Este campo suporta no máximo 9 dígitos.',
            '/data/attributes/address_state_id': 'Selecione uma opção',
            '/data/attributes/address_city_id': 'Selecione uma opção',
            '/data/attributes/administration_type': 'Valor inválido',
          },
        );
        res = await send('POST', '/unit_requests', student, request(valid({ name: 'x'.repeat(101) })));
        assert.deepEqual(codes(res), ['registration.validation.maxLength100']);
        res = await send('POST', '/unit_requests', student, request(valid({ address_city_id: RIO_CITY })));
        assert.deepEqual(pointers(res), ['/data/attributes/address_city_id']);
        res = await send('POST', '/unit_requests', student, request(valid({ edition_id: 'x' })));
        assert.deepEqual(pointers(res), ['/data/attributes/edition_id']);
        // Any value where an id goes: a boolean, an array, an object or a number beyond the id columns.
        for (const bad of [true, [], [obia], {}, { id: obia }, 1e308, '99999999999999999999'])
          for (const field of ['edition_id', 'address_state_id', 'address_city_id']) {
            res = await send('POST', '/unit_requests', student, request(valid({ [field]: bad })));
            assert.equal(res.statusCode, 422, `${field} = ${JSON.stringify(bad)}: ${res.body}`);
            assert.ok(pointers(res).includes(`/data/attributes/${field}`), res.body);
          }
        // The name is plain text: a control character is refused, in Portuguese.
        for (const name of ['Escola\u0000 Nova', 'Escola\nNova', 'Escola\u001b Nova']) {
          res = await send('POST', '/unit_requests', student, request(valid({ name })));
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(pointers(res), ['/data/attributes/name']);
          assert.deepEqual(codes(res), ['validation.controlCharacters']);
          assert.match(res.json().errors[0].detail, /caracteres de controle/);
        }
        res = await send('POST', '/unit_requests', {}, request(valid()));
        assert.equal(res.statusCode, 401);
        const count = await ctx.dbHandle.db
          .selectFrom('unit_requests')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow();
        assert.equal(Number(count.n), demoRequests + 1, 'only the first test stored a request');
      });
    });

    describe('GET /unit_requests', () => {
      it('admins read every request with city and state names; coordinators only for their edition', async () => {
        const stored = await ctx.dbHandle.db.selectFrom('unit_requests').select('edition_id').execute();
        let res = await send('GET', '/unit_requests', admin);
        assert.equal(res.statusCode, 200, res.body);
        const [first] = res.json().data;
        assert.equal(first.attributes.city, 'São Paulo');
        assert.equal(first.attributes.uf, 'SP');
        assert.equal(res.json().meta.total_count, stored.length);
        res = await send('GET', `/unit_requests?filter[edition_id]=${obia}`, coordinator);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.length, stored.filter((r) => Number(r.edition_id) === obia).length);
        res = await send('GET', '/unit_requests', coordinator);
        assert.equal(res.statusCode, 403);
        res = await send('GET', '/unit_requests', student);
        assert.equal(res.statusCode, 403);
        res = await send('GET', '/unit_requests?filter[status]=lost', admin);
        assert.equal(res.statusCode, 400);
      });
    });

    describe('GET /postal_codes/{cep}', () => {
      it('answers the address with our state and city ids (masked input accepted)', async () => {
        const res = await send('GET', '/postal_codes/01001-000', student);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().data.attributes, {
          zipcode: '01001000',
          street: 'Praça da Sé',
          neighborhood: 'Sé',
          city: 'São Paulo',
          uf: 'SP',
          state_id: SAO_PAULO_STATE,
          city_id: SAO_PAULO_CITY,
        });
      });

      it('caches answers', async () => {
        const before = provider.calls.length;
        await send('GET', '/postal_codes/01001000', student);
        assert.equal(provider.calls.length, before);
      });

      it('unknown code → 404 "CEP não encontrado"', async () => {
        const res = await send('GET', '/postal_codes/99999999', student);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(codes(res), ['registration.error.cepNotFound']);
        assert.equal(res.json().errors[0].detail, 'CEP não encontrado');
      });

      it('provider failure or garbage → 503 with the fill-in-by-hand message', async () => {
        for (const cep of ['12345678', '55555555']) {
          const res = await send('GET', `/postal_codes/${cep}`, student);
          assert.equal(res.statusCode, 503);
          assert.equal(
            res.json().errors[0].detail,
            'Erro ao carregar dados por CEP, favor preencher manualmente',
          );
        }
      });

      it('not 8 digits → 422; signed out → 401', async () => {
        assert.equal((await send('GET', '/postal_codes/123', student)).statusCode, 422);
        assert.equal((await send('GET', '/postal_codes/0100100a', student)).statusCode, 422);
        assert.equal((await send('GET', '/postal_codes/01001000', {})).statusCode, 401);
      });
    });
  });
}

describe('postal codes with the provider off or unreachable', () => {
  const engine = engines()[0]!;
  for (const [label, url] of [
    ['off', 'off'],
    ['unreachable', 'http://127.0.0.1:9/ws/{cep}/json/'],
  ] as const) {
    it(`${label} → 503`, async () => {
      const ctx = await startApp(engine, { CEP_PROVIDER_URL: url, CEP_TIMEOUT_MS: '500' });
      try {
        const student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/postal_codes/01001000',
          headers: student,
        });
        assert.equal(res.statusCode, 503);
        assert.equal(res.json().errors[0].code, 'registration.error.cepLookupFailed');
      } finally {
        await ctx.close();
      }
    });
  }
});
