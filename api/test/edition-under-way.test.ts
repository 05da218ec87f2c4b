import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EDITION_FORM_MESSAGE_IDS as M } from '../src/shared-rules.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import { sendForm } from './helpers/edition-form.js';

type Json = Record<string, any>;
const INCLUDE = '?include=coordinators,countries,time_zone,phases,videos';
const MINUTE = 60_000;

// Issue 33, item 2: an edition under way (its start before today, stored with seconds as the demo's
// OBIA 2026) is saved with its start unchanged, as stored or as the form shows it (to the minute); a start
// moved before today is still refused.
for (const engine of engines()) {
  describe(`editing an edition under way (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: Record<string, string>;
    let obia: number;
    const db = () => ctx.dbHandle.db;

    before(async () => {
      ctx = await startApp(engine);
      admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      obia = await editionIdOf(db(), 'OBIA 2026');
    });
    after(async () => ctx?.close());

    /** The edition's form as stored (what the screen sends back when nothing else changed). */
    async function storedForm(): Promise<Json> {
      const doc = (
        await ctx.app.inject({ method: 'GET', url: `/api/edition/${obia}${INCLUDE}`, headers: admin })
      ).json();
      const a = doc.data.attributes;
      const included = (type: string) => (doc.included ?? []).filter((r: Json) => r.type === type);
      return {
        description: a.description,
        start_registration: a.start_registration,
        end_registration: a.end_registration,
        results_due: a.results_due,
        time_zone: a.time_zone,
        country_ids: doc.data.relationships.countries.data.map((c: Json) => String(c.id)),
        coordinators_emails: a.coordinators_emails,
        phases: included('phases').map((p: Json) => ({
          phase: p.attributes.phase,
          categories: p.attributes.categories,
          additional_data: { member_limit: p.attributes.additional_data?.member_limit ?? null },
        })),
        achievements: a.achievements.map((x: Json) => ({
          name: x.name,
          min_score: x.min_score,
          max_score: x.max_score,
        })),
        videos: included('videos').map((v: Json) => ({
          description: v.attributes.description,
          url: v.attributes.url,
        })),
      };
    }
    const patch = (attributes: Json) =>
      sendForm(ctx.app, 'PATCH', `/api/editions/${obia}`, admin, attributes);

    it('saves a changed description with the stored start, in the past', async () => {
      const form = await storedForm();
      assert.ok(Date.parse(form.start_registration) < Date.now(), 'the demo edition is under way');
      const res = await patch({ ...form, description: 'OBIA 2026 revista' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.description, 'OBIA 2026 revista');
    });

    it('takes the start as the form shows it (to the minute) as unchanged', async () => {
      const form = await storedForm();
      const stored = Date.parse(form.start_registration);
      await db()
        .updateTable('editions')
        .set({ start_registration: new Date(Math.floor(stored / MINUTE) * MINUTE + 37_123) })
        .where('id', '=', obia)
        .execute();
      const shown = new Date(Math.floor(stored / MINUTE) * MINUTE).toISOString();
      const res = await patch({ ...form, start_registration: shown, description: 'OBIA 2026' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.description, 'OBIA 2026');
    });

    it('refuses a start moved before today', async () => {
      const form = await storedForm();
      const earlier = new Date(Date.parse(form.start_registration) - 24 * 60 * MINUTE).toISOString();
      const res = await patch({ ...form, start_registration: earlier });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(
        res.json().errors.map((e: Json) => [e.code, e.source.pointer]),
        [[M.afterDate, '/data/attributes/start_registration']],
      );
    });
  });
}
