// What the deployment tests read: the YAML files of deploy/, the Kubernetes objects of deploy/k8s (as
// listed in its kustomization), the Dockerfiles' instructions, and whether a command-line tool is here.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(deployDir, '..');

/** Every document of a YAML file, as plain values; throws with the file's name on a syntax error. */
export function readYaml(file) {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), { prettyErrors: true });
  for (const doc of docs)
    if (doc.errors.length) throw new Error(`${path.relative(repoRoot, file)}: ${doc.errors[0].message}`);
  return docs.map((doc) => doc.toJS()).filter((value) => value !== null);
}

/** The YAML files under deploy/ (node_modules left out). */
export function yamlFiles(dir = deployDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

export const k8sDir = path.join(deployDir, 'k8s');
export const kustomization = () => readYaml(path.join(k8sDir, 'kustomization.yaml'))[0];

/** The objects of the kustomization's resources, as written (before kustomize adds namespace and labels). */
export function k8sObjects() {
  return kustomization().resources.flatMap((file) => readYaml(path.join(k8sDir, file)));
}

export const byKind = (objects, kind) => objects.filter((o) => o.kind === kind);

/** Runs a tool; undefined when it is not installed here, else its status and output. */
export function tool(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error?.code === 'ENOENT') return undefined;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A Dockerfile's instructions (continuation lines joined, comments dropped) as [keyword, rest]. */
export function dockerInstructions(file) {
  const text = readFileSync(file, 'utf8').replace(/\\\r?\n/g, ' ');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(' ')];
    });
}
