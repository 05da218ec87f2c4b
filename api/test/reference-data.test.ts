import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { importSchools, parseCsv } from '../src/cli/import-schools.js';
import { searchKey } from '../src/seed/reference.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

interface Res {
  type: string;
  id: string;
  attributes: Record<string, any>;
}

describe('reference data helpers', () => {
  it('searchKey strips accents, lowercases and collapses spaces', () => {
    assert.equal(searchKey('  São   PAULO '), 'sao paulo');
    assert.equal(searchKey('Educação Domiciliar'), 'educacao domiciliar');
  });
  it('parseCsv handles quotes, doubled quotes, CRLF and line numbers', () => {
    const records = parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\nline",z\n');
    assert.deepEqual(records, [
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['multi\nline', 'z'] },
    ]);
  });
});

for (const engine of engines()) {
  describe(`reference data (${engine.name})`, () => {
    let ctx: TestContext;
    let student: AuthHeaders;
    const get = (url: string, headers: AuthHeaders = student) =>
      ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
    const ok = async (url: string) => {
      const res = await get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return { res, doc: res.json() };
    };

    before(async () => {
      ctx = await startApp(engine);
      student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
    });
    after(async () => {
      await ctx?.close();
    });

    it('GET /countries and /time_zones?filter[country_id]=1,2', async () => {
      const { doc } = await ok('/countries');
      assert.deepEqual(
        doc.data.map((c: Res) => [c.type, c.id, c.attributes.name]),
        [
          ['countries', '1', 'Brasil'],
          ['countries', '2', 'Portugal'],
          ['countries', '3', 'Paraguay'],
          ['countries', '4', 'Argentina'],
        ],
      );
      assert.deepEqual(Object.keys(doc.data[0].attributes).sort(), ['address_country_id', 'locale', 'name']);
      const tz = (await ok('/time_zones?filter[country_id]=1,2')).doc;
      assert.deepEqual(tz.data.map((t: Res) => t.attributes.name).sort(), [
        'America/Sao_Paulo',
        'Europe/Lisbon',
      ]);
      assert.equal(tz.data[0].type, 'time_zones');
      assert.equal((await ok('/time_zones')).doc.data.length, 4);
      assert.equal((await get('/time_zones?filter[country_id]=x')).statusCode, 400);
    });

    it('states: 27 Brazilian ones, SP by id, name search accent-insensitive, paging meta', async () => {
      const { res, doc } = await ok('/states?address_country_ids=1&page=1');
      assert.equal(doc.meta.total_count, 27);
      assert.equal(doc.meta.page_count, 2);
      assert.equal(doc.data.length, 20);
      assert.equal(res.headers['x-total-count'], '27');
      assert.equal(res.headers['x-total-pages'], '2');
      assert.equal(doc.data[0].attributes.name, 'Acre');
      const p2 = (await ok('/states?address_country_ids=1&page[number]=2&page[size]=20')).doc;
      assert.equal(p2.data.length, 7);
      assert.equal(p2.meta.current_page, 2);
      assert.equal((await ok('/states?address_country_ids=2')).doc.meta.total_count, 0);
      const sp = (await ok('/states/35')).doc.data;
      assert.deepEqual(sp.attributes, { name: 'São Paulo', uf: 'SP', country_id: 1 });
      const par = (await ok('/states?address_country_ids=1&name=PARA')).doc;
      assert.deepEqual(
        par.data.map((s: Res) => s.attributes.uf),
        ['PA', 'PB', 'PR'],
      );
      const bySigla = (await ok('/states?name=sp')).doc;
      assert.ok(bySigla.data.some((s: Res) => s.attributes.uf === 'SP'));
      assert.ok((await ok('/states?name=s%C3%A3o')).doc.data.some((s: Res) => s.id === '35'));
    });

    it('cities: São Paulo in SP, accent-insensitive search, paging, one city', async () => {
      const all = (await ok('/cities?state_id=35&per=100')).doc;
      assert.equal(all.meta.total_count, 645);
      assert.equal(all.meta.page_count, 7);
      const found = (await ok(`/cities?state_id=35&name=${encodeURIComponent('sao paulo')}&page=1`)).doc;
      const saoPaulo = found.data.find((c: Res) => c.id === '3550308');
      assert.ok(saoPaulo, JSON.stringify(found.data));
      assert.deepEqual(saoPaulo.attributes, { name: 'São Paulo', state_id: 35 });
      assert.equal(found.data[0].id, '3550308', 'ordered by name');
      const upper = (await ok(`/cities?name=${encodeURIComponent('SÃO PAULO')}`)).doc;
      assert.ok(upper.meta.total_count >= found.meta.total_count);
      assert.equal((await ok('/cities/2611606')).doc.data.attributes.name, 'Recife');
      const total = (await ok('/cities')).doc.meta.total_count;
      assert.equal(total, 5570);
      assert.equal((await ok('/cities?name=%25')).doc.meta.total_count, 0, 'LIKE wildcards are literal');
    });

    it('segments and grades per project slug; grade by id; homeschooling grade 19', async () => {
      const seg = (await ok('/segments/obia')).doc;
      assert.deepEqual(
        seg.data.map((s: Res) => [s.id, s.attributes.name]),
        [
          ['3', 'Ensino Fundamental'],
          ['4', 'Ensino Médio'],
        ],
      );
      const all = (await ok('/grades/obia')).doc;
      assert.equal(all.data.length, 7);
      const medio = (await ok('/grades/obia?segment_ids=4')).doc;
      assert.deepEqual(
        medio.data.map((g: Res) => g.attributes.name),
        ['1ª série', '2ª série', '3ª série'],
      );
      assert.ok(medio.data.every((g: Res) => g.attributes.segment_id === 4));
      assert.equal((await ok('/grades/obia?segment_ids=3,4')).doc.data.length, 7);
      assert.equal((await ok('/grades/obia?segment_ids[]=3')).doc.data.length, 4);
      const homeschool = (await ok('/grades/19')).doc.data;
      assert.equal(homeschool.attributes.name, 'Educação domiciliar');
      assert.equal((await get('/grades/obia?segment_ids=a')).statusCode, 400);
    });

    it('units: homeschooling units, search by INEP digits and by name within a city', async () => {
      for (const id of ['261730', '262150']) {
        const unit = (await ok(`/units/${id}`)).doc.data;
        assert.equal(unit.type, 'units');
        assert.equal(unit.attributes.name, 'Educação Domiciliar');
      }
      const byInep = (await ok('/units/search?name=33000010')).doc;
      assert.deepEqual(
        byInep.data.map((u: Res) => u.attributes.name),
        ['Colégio Pedro II — Unidade Centro'],
      );
      assert.deepEqual(Object.keys(byInep.data[0].attributes).sort(), [
        'administration_type',
        'city_id',
        'inep_code',
        'name',
        'state_id',
      ]);
      const inCity = (await ok(`/units/search?address_city_id=3550308&name=${encodeURIComponent('colegio')}`))
        .doc;
      assert.deepEqual(
        inCity.data.map((u: Res) => u.attributes.name),
        ['Colégio Bandeirantes', 'Colégio Santa Cruz', 'Colégio São Luís'],
      );
      const inState = (await ok('/units/search?address_state_id=26&per=2&page=2')).doc;
      assert.equal(inState.meta.total_count, 6);
      assert.equal(inState.meta.page_count, 3);
      assert.equal(inState.data.length, 2);
      assert.equal((await ok('/units/search?address_city_id=3304557&name=nothing')).doc.data.length, 0);
    });

    it('404 for unknown or non-numeric ids and unknown slugs', async () => {
      for (const url of [
        '/states/99',
        '/states/sp',
        '/cities/1',
        '/cities/abc',
        '/units/999999',
        '/units/x1',
        '/grades/999',
        '/grades/nope',
        '/segments/nope',
      ]) {
        const res = await get(url);
        assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
        assert.equal(res.json().errors[0].status, '404');
      }
    });

    it('400 naming the parameter for bad query values', async () => {
      for (const [url, parameter] of [
        ['/states?page=abc', 'page'],
        ['/cities?per=1000', 'per'],
        ['/cities?page[size]=101', 'page[size]'],
        ['/cities?state_id=SP', 'state_id'],
        ['/units/search?address_city_id=x', 'address_city_id'],
        ['/units/search?page=0', 'page'],
        ['/states?filter[x]=1', 'filter[x]'],
        ['/units/search?name=' + 'a'.repeat(101), 'name'],
      ] as const) {
        const res = await get(url);
        assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
        assert.equal(res.json().errors[0].source.parameter, parameter, url);
      }
    });

    it('are public: the enrollment confirmation page uses them before anyone signs in', async () => {
      for (const url of [
        '/countries',
        '/states',
        '/cities/3550308',
        '/segments/obia',
        '/units/search',
        '/grades/19',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      }
    });

    it('routes are in the OpenAPI document', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(res.statusCode, 200);
      const paths = Object.keys(res.json().paths);
      for (const p of ['/api/states', '/api/cities/{id}', '/api/units/search', '/api/grades/{key}'])
        assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    });

    it('CSV import: new rows, a bad administration type, an unknown city, an update', async () => {
      const csv = [
        'inep_code,name,city_code,administration_type',
        '35999001,"Escola Estadual Paulo, o Apóstolo",3550308,estadual',
        '35999002,Colégio Importado,3550308,privada',
        '35999003,Escola Errada,3550308,comunitaria',
        '35999004,Escola Sem Cidade,9999999,municipal',
        '35000073,"Colégio Bandeirantes (Paraíso)",3550308,particular',
        '',
        '26999005,EM Nova,2611606,Municipal',
      ].join('\n');
      const report = await importSchools(ctx.dbHandle.db, csv);
      assert.equal(report.imported, 3);
      assert.equal(report.updated, 1);
      assert.deepEqual(
        report.rejected.map((r) => r.line),
        [4, 5],
      );
      assert.match(report.rejected[0]!.reason, /administration_type/);
      assert.match(report.rejected[1]!.reason, /unknown city_code/);
      const unit = (await ok('/units/search?name=35999001')).doc.data[0];
      assert.deepEqual(unit.attributes, {
        inep_code: '35999001',
        name: 'Escola Estadual Paulo, o Apóstolo',
        administration_type: 'state',
        city_id: 3550308,
        state_id: 35,
      });
      const updated = (await ok('/units/search?name=35000073')).doc.data;
      assert.equal(updated.length, 1);
      assert.equal(updated[0].attributes.name, 'Colégio Bandeirantes (Paraíso)');
      assert.equal((await ok('/units/search?name=apostolo')).doc.data.length, 1);
      const again = await importSchools(ctx.dbHandle.db, csv);
      assert.deepEqual([again.imported, again.updated], [0, 4]);
      const bad = await importSchools(ctx.dbHandle.db, 'inep,name\n1,x\n');
      assert.equal(bad.rejected.length, 1);
      assert.match(bad.rejected[0]!.reason, /header lacks/);
    });
  });
}
