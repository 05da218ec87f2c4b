// deploy/prometheus/alerts.yml: a rule file Prometheus loads (promtool checks it when installed), with the
// alerts docs/scaling.md relies on, each on series the API really exposes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { deployDir, readYaml, repoRoot, tool } from './files.mjs';

const rulesFile = path.join(deployDir, 'prometheus/alerts.yml');
const [{ groups }] = readYaml(rulesFile);
const rules = groups.flatMap((g) => g.rules);
const byName = Object.fromEntries(rules.map((r) => [r.alert, r]));

describe('deploy/prometheus/alerts.yml', () => {
  it('holds alerting rules with an expression, a duration, a severity and a summary', () => {
    assert.ok(groups.every((g) => g.name && g.rules.length));
    for (const rule of rules) {
      assert.ok(rule.alert && rule.expr, JSON.stringify(rule));
      assert.match(rule.for, /^\d+[smh]$/, `${rule.alert}: for`);
      assert.ok(['page', 'warning'].includes(rule.labels.severity), `${rule.alert}: severity`);
      assert.ok(rule.annotations.summary, `${rule.alert}: summary`);
    }
    assert.equal(new Set(rules.map((r) => r.alert)).size, rules.length, 'alert names are unique');
  });

  it('watches the save route p99, 5xx rate, job queue age, readiness and database connections', () => {
    assert.match(byName.AnswerSaveLatencyHigh.expr, /histogram_quantile\(0\.99/);
    assert.match(
      byName.AnswerSaveLatencyHigh.expr,
      /route="\/api\/participations\/:id\/answers\/:questionId"/,
    );
    assert.match(byName.ApiServerErrors.expr, /status_code=~"5\.\."/);
    assert.match(byName.JobQueueStalled.expr, /olympiad_jobs_oldest_queued_age_seconds/);
    assert.match(byName.ApiNotReady.expr, /replicas_available/);
    assert.match(byName.DatabasePoolSaturated.expr, /olympiad_db_pool_waiting/);
  });

  it('uses only olympiad_ series that the API exposes', () => {
    const exposed = readFileSync(path.join(repoRoot, 'api/src/features/metrics/domain-metrics.ts'), 'utf8');
    const used = new Set(rules.flatMap((r) => r.expr.match(/\bolympiad_[a-z_]+/g) ?? []));
    assert.ok(used.size >= 4);
    for (const series of used) assert.match(exposed, new RegExp(`name: '${series}'`), series);
  });

  it('passes promtool check rules, when promtool is installed', (t) => {
    const result = tool('promtool', ['check', 'rules', rulesFile]);
    if (!result) {
      t.diagnostic('promtool is not installed here: `promtool check rules` not run');
      return;
    }
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
});
