// deploy/k8s: every object valid against the Kubernetes schemas (kubernetes-models), and the facts the
// platform relies on: two API replicas with probes on /api/health and /api/ready, a non-root
// securityContext, an HPA on CPU, a PodDisruptionBudget, the migration Job, the project registries as a
// ConfigMap, and secrets only by reference. With kubectl here, `kubectl kustomize` must build it too.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { byKind, k8sDir, k8sObjects, kustomization, tool } from './files.mjs';

/** The kubernetes-models class of an object (`apps/v1` Deployment → kubernetes-models/apps/v1). */
async function modelOf(object) {
  const models = await import(`kubernetes-models/${object.apiVersion}`);
  const Model = models[object.kind];
  assert.ok(Model, `no schema for ${object.apiVersion} ${object.kind}`);
  return Model;
}

async function assertValid(object) {
  const Model = await modelOf(object);
  try {
    new Model(object).validate();
  } catch (error) {
    assert.fail(`${object.kind} ${object.metadata?.name}: ${error.message}`);
  }
}

const objects = k8sObjects();
const find = (kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const api = find('Deployment', 'olympiad-api');
const apiContainer = api.spec.template.spec.containers[0];

/** Every value of `key` anywhere inside a value. */
function valuesOf(value, key) {
  if (Array.isArray(value)) return value.flatMap((v) => valuesOf(v, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === key ? [v] : valuesOf(v, key)));
}

describe('deploy/k8s', () => {
  it('holds objects that are valid against the Kubernetes schemas', async () => {
    assert.ok(objects.length >= 10);
    for (const object of objects) await assertValid(object);
  });

  it('runs two API replicas with liveness on /api/health and readiness on /api/ready', () => {
    assert.equal(api.spec.replicas, 2);
    assert.equal(apiContainer.livenessProbe.httpGet.path, '/api/health');
    assert.equal(apiContainer.readinessProbe.httpGet.path, '/api/ready');
    assert.equal(apiContainer.startupProbe.httpGet.path, '/api/health');
    assert.ok(apiContainer.resources.requests.cpu, 'the HPA needs a CPU request');
  });

  it('runs every pod as a non-root user without privilege escalation', () => {
    for (const owner of [...byKind(objects, 'Deployment'), ...byKind(objects, 'Job')]) {
      const pod = owner.spec.template.spec;
      assert.equal(pod.securityContext.runAsNonRoot, true, `${owner.metadata.name}: runAsNonRoot`);
      assert.ok(pod.securityContext.runAsUser > 0, `${owner.metadata.name}: runAsUser`);
      for (const container of pod.containers) {
        assert.equal(container.securityContext.allowPrivilegeEscalation, false, container.name);
        assert.deepEqual(container.securityContext.capabilities.drop, ['ALL'], container.name);
      }
    }
  });

  it('scales the API on CPU and keeps one pod through voluntary disruptions', () => {
    const hpa = byKind(objects, 'HorizontalPodAutoscaler')[0];
    assert.equal(hpa.apiVersion, 'autoscaling/v2');
    assert.deepEqual(hpa.spec.scaleTargetRef, {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: api.metadata.name,
    });
    assert.ok(hpa.spec.minReplicas >= 2);
    assert.deepEqual(
      hpa.spec.metrics.map((m) => m.resource.name),
      ['cpu'],
    );
    const pdb = byKind(objects, 'PodDisruptionBudget').find((p) =>
      Object.entries(p.spec.selector.matchLabels).every(([k, v]) => api.spec.selector.matchLabels[k] === v),
    );
    assert.ok(pdb, 'a PodDisruptionBudget selects the API pods');
    assert.equal(pdb.spec.minAvailable, 1);
  });

  it('migrates in a Job that runs the migrate command, while the API processes do not migrate', () => {
    const job = find('Job', 'olympiad-migrate');
    assert.deepEqual(job.spec.template.spec.containers[0].command, ['node', 'dist/cli/migrate.js']);
    const literals = kustomization().configMapGenerator.find(
      (g) => g.name === 'olympiad-api-config',
    ).literals;
    assert.ok(literals.includes('MIGRATE_ON_START=false'));
  });

  it('serves the project registries from a ConfigMap made of deploy/projects', () => {
    const generator = kustomization().configMapGenerator.find((g) => g.name === 'olympiad-projects');
    for (const entry of generator.files) {
      const [key, file] = entry.split('=');
      assert.ok(existsSync(path.join(k8sDir, file)), `${file} exists`);
      assert.match(key, /^\d+\.json$/);
    }
    const mount = find('Deployment', 'olympiad-static').spec.template.spec.volumes.find((v) => v.configMap);
    assert.equal(mount.configMap.name, 'olympiad-projects');
  });

  it('keeps no secret value: no Secret object, secrets read with secretKeyRef', () => {
    assert.deepEqual(byKind(objects, 'Secret'), []);
    const refs = valuesOf(objects, 'secretKeyRef');
    assert.ok(refs.length >= 5);
    const secretNames = /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL|KEY/;
    for (const container of valuesOf(objects, 'containers').flat()) {
      for (const variable of container.env ?? []) {
        if (secretNames.test(variable.name) && variable.name !== 'HOME')
          assert.ok(
            variable.valueFrom?.secretKeyRef,
            `${container.name}: ${variable.name} comes from a Secret`,
          );
      }
    }
    const literals = kustomization().configMapGenerator.flatMap((g) => g.literals ?? []);
    assert.deepEqual(
      literals.filter((l) => secretNames.test(l.split('=')[0])),
      [],
    );
  });

  it('routes the API paths to the API Service and the rest to the static pods', () => {
    const paths = byKind(objects, 'Ingress')[0].spec.rules[0].http.paths;
    const backend = (p) => paths.find((x) => x.path === p).backend.service.name;
    for (const p of ['/api', '/oidc', '/files']) assert.equal(backend(p), 'olympiad-api');
    assert.equal(backend('/'), 'olympiad-static');
  });

  it('builds with kubectl kustomize, when kubectl is installed', async (t) => {
    const result = tool('kubectl', ['kustomize', '--load-restrictor', 'LoadRestrictionsNone', 'deploy/k8s']);
    if (!result) {
      t.diagnostic('kubectl is not installed here: `kubectl kustomize deploy/k8s` not run');
      return;
    }
    assert.equal(result.status, 0, result.stderr);
    const built = parseAllDocuments(result.stdout).map((d) => d.toJS());
    assert.ok(built.every((o) => o.kind === 'Namespace' || o.metadata.namespace === 'olympiad'));
    const generated = byKind(built, 'ConfigMap').map((c) => c.metadata.name);
    assert.ok(generated.some((n) => n.startsWith('olympiad-projects-')));
    // The built objects, with the generated ConfigMaps, are valid too.
    for (const object of built) await assertValid(object);
    t.diagnostic(`kubectl kustomize: ${built.length} objects`);
  });
});
