// The one i18n convention (issue 12): messages are react-intl descriptors in the code, `{ id, defaultMessage }`
// with the pt-BR text as defaultMessage (in `defineMessages`, `formatMessage({ … })` or `<FormattedMessage …/>`,
// always with literal ids and texts). @formatjs/cli extracts them into the package's lang/pt-BR.json;
// lang/es.json and lang/pt-PT.json hold the translations. `node tooling/i18n/catalogs.mjs extract` rewrites
// every pt-BR.json; `check` (run by `npm test`, tooling/i18n/catalogs.test.mjs) fails on a dynamic id, a
// stale pt-BR.json, an id missing or extra in es or pt-PT, or a translation whose {arguments} differ.
import { extract } from '@formatjs/cli-lib';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Packages with messages; shared-contracts first: the others may use its ids. */
export const PACKAGES = [
  'shared-contracts',
  'shell',
  'mfe-auth-registration',
  'mfe-edition-admin',
  'mfe-exam-taking',
  'mfe-grading-results',
];
export const LOCALES = ['pt-BR', 'es', 'pt-PT'];
const TRANSLATED = LOCALES.filter((l) => l !== 'pt-BR');

const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** The source files whose messages ship (no tests, no test helpers). */
export function sourceFiles(pkg, under = 'src') {
  return walk(path.join(ROOT, pkg, under)).filter(
    (f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) && !/\/(test|testing|test-utils)\//.test(f),
  );
}

export const readCatalog = (pkg, locale) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'lang', `${locale}.json`), 'utf8'));

/** Extracts the package's descriptors: `{ messages: {id: pt-BR text}, errors: [file: reason] }`. */
export async function extractPackage(pkg, under) {
  const messages = {};
  const errors = [];
  for (const file of sourceFiles(pkg, under)) {
    try {
      const found = JSON.parse(await extract([file], { format: 'simple', throws: true }));
      for (const [id, text] of Object.entries(found)) {
        if (id in messages && messages[id] !== text)
          errors.push(`${path.relative(ROOT, file)}: "${id}" has another text elsewhere`);
        messages[id] = text;
      }
    } catch (error) {
      errors.push(String(error.message).split('\n')[0].replace(`${ROOT}/`, ''));
    }
  }
  return { messages, errors };
}

/** The ICU arguments a message uses (`{name}`, `{count, plural, …}`, tags), sorted, or why it does not parse. */
function argumentsOf(text) {
  const names = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  try {
    walk(parse(text));
  } catch (error) {
    return `unparsable: ${error.message}`;
  }
  return [...names].sort().join(',');
}

/** Every problem of one package's catalogs (empty when complete). */
export async function checkPackage(pkg, { shared = {}, under } = {}) {
  const problems = [];
  const { messages, errors } = await extractPackage(pkg, under);
  problems.push(...errors);
  if (under) return problems;
  const own = {};
  for (const [id, text] of Object.entries(messages)) {
    if (id in shared) {
      if (shared[id] !== text)
        problems.push(`${pkg}: "${id}" is shared-contracts' message with another text`);
    } else own[id] = text;
  }
  const ptBR = readCatalog(pkg, 'pt-BR');
  for (const id of Object.keys(own))
    if (ptBR[id] !== own[id])
      problems.push(`${pkg}/lang/pt-BR.json is stale for "${id}" (run: pnpm i18n:extract)`);
  for (const id of Object.keys(ptBR))
    if (!(id in own))
      problems.push(`${pkg}/lang/pt-BR.json has "${id}", which no code declares (run: pnpm i18n:extract)`);
  for (const locale of TRANSLATED) {
    const catalog = readCatalog(pkg, locale);
    for (const [id, text] of Object.entries(own)) {
      if (typeof catalog[id] !== 'string' || !catalog[id].trim())
        problems.push(`${pkg}/lang/${locale}.json lacks "${id}"`);
      else if (argumentsOf(catalog[id]) !== argumentsOf(text))
        problems.push(
          `${pkg}/lang/${locale}.json: "${id}" has the arguments {${argumentsOf(catalog[id])}}, pt-BR {${argumentsOf(text)}}`,
        );
    }
    for (const id of Object.keys(catalog))
      if (!(id in own)) problems.push(`${pkg}/lang/${locale}.json has "${id}", which no code declares`);
  }
  return problems;
}

/** Writes each package's lang/pt-BR.json from its code (sorted by id). */
export async function extractAll() {
  const shared = {};
  for (const pkg of PACKAGES) {
    const { messages, errors } = await extractPackage(pkg);
    if (errors.length) throw new Error(`${pkg}:\n  ${errors.join('\n  ')}`);
    const own = Object.fromEntries(
      Object.entries(messages)
        .filter(([id]) => !(id in shared))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    if (pkg === 'shared-contracts') Object.assign(shared, own);
    fs.writeFileSync(path.join(ROOT, pkg, 'lang', 'pt-BR.json'), `${JSON.stringify(own, null, 2)}\n`);
    console.log(`${pkg}: ${Object.keys(own).length} messages`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, pkg, under] = process.argv.slice(2);
  if (command === 'extract') await extractAll();
  else if (command === 'check') {
    const shared = readCatalog('shared-contracts', 'pt-BR');
    const problems = [];
    for (const name of pkg ? [pkg] : PACKAGES)
      problems.push(
        ...(await checkPackage(name, { shared: name === 'shared-contracts' ? {} : shared, under })),
      );
    console.log(problems.length ? problems.join('\n') : 'catalogs complete');
    process.exitCode = problems.length ? 1 : 0;
  } else console.log('usage: node tooling/i18n/catalogs.mjs extract | check [package [src/sub/folder]]');
}
