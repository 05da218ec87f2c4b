// A jest transform for the CommonJS entries of Chakra UI and Ark UI (jest/preset.cjs routes them here): the
// same exports, each a getter that requires its module on first use.
//
// Chakra's entry requires every component it has, its theme every Ark UI component entry, and Ark's entries
// every part of every component: about 1,900 modules with Zag. jest gives each test file a fresh module
// registry, so each file paid that load again, about 1.5 s of a typical component test's 2–3 s. The rewrite
// follows each entry as the package ships it, so an update needs no list kept here; an entry it does not
// fully understand is left as it is (slower, never different).
const crypto = require('node:crypto');
const fs = require('node:fs');

const ID = '[$\\w]+';
// var index = require('./components/box/index.cjs');   const require_x = require("./x.cjs");   let _zag = require("@zag-js/x");
const REQUIRE = new RegExp(`^(?:var|let|const) (${ID}) = (require\\((['"])[^'"]+\\3\\));$`, 'gm');
// exports.Box = index.Box;   exports.Tabs = namespace$Q;
const ASSIGN = new RegExp(`^exports\\.(${ID}) = (${ID})(?:\\.(${ID}))?;$`, 'gm');
// Object.defineProperty(exports, "useTabs", { enumerable: true, get: function () { return tabs$1.useTabs; } });
const GETTER = new RegExp(
  `^Object\\.defineProperty\\(exports, "(${ID})", \\{\\s*enumerable: true,\\s*get: function ?\\(\\) \\{\\s*return (${ID})\\.(${ID});\\s*\\}\\s*\\}\\);`,
  'gm',
);
// export * from '@zag-js/anatomy': Object.keys(_zag_js_anatomy).forEach(function(k) { … });
const STAR = new RegExp(
  `^Object\\.keys\\((${ID})\\)\\.forEach\\(function ?\\(k\\) \\{\\s*if \\(k !== "default" && !Object\\.prototype\\.hasOwnProperty\\.call\\(exports, k\\)\\) Object\\.defineProperty\\(exports, k, \\{\\s*enumerable: true,\\s*get: function ?\\(\\) \\{\\s*return \\1\\[k\\];\\s*\\}\\s*\\}\\);\\s*\\}\\);`,
  'gm',
);
// What else an entry may hold.
const PREAMBLE =
  /^(?:["']use strict["'];|Object\.defineProperty\(exports, (?:Symbol\.toStringTag, \{ value: "Module" \}|['"]__esModule['"], \{ value: true \})\);)$/gm;

/** The entry's source with every require deferred to the first use of an export, or null if not understood. */
function lazyEntry(source) {
  const requires = new Map();
  for (const [, variable, call] of source.matchAll(REQUIRE)) requires.set(variable, call);
  const exported = [];
  for (const [, name, variable, property] of source.matchAll(ASSIGN))
    exported.push({ name, variable, property });
  for (const [, name, variable, property] of source.matchAll(GETTER))
    exported.push({ name, variable, property });
  const stars = [...source.matchAll(STAR)].map(([, variable]) => variable);
  const rest = [REQUIRE, ASSIGN, GETTER, STAR, PREAMBLE].reduce(
    (text, pattern) => text.replace(pattern, ''),
    source,
  );
  if (requires.size === 0 || rest.trim() !== '') return null;
  if ([...exported.map(({ variable }) => variable), ...stars].some((variable) => !requires.has(variable)))
    return null;

  const lines = [
    "'use strict';",
    "Object.defineProperty(exports, '__esModule', { value: true });",
    'const loaded = new Map();',
    'const load = (variable, get) => (loaded.has(variable) ? loaded.get(variable) : loaded.set(variable, get()).get(variable));',
  ];
  for (const [variable, call] of requires)
    lines.push(`const ${variable} = () => load(${JSON.stringify(variable)}, () => ${call});`);
  for (const { name, variable, property } of exported) {
    const value = property ? `${variable}().${property}` : `${variable}()`;
    lines.push(
      `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: () => ${value} });`,
    );
  }
  // A star export needs its module's names now; explicit exports win over it, as in the original.
  for (const variable of stars) {
    lines.push(
      `Object.keys(${variable}()).forEach((k) => { if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) Object.defineProperty(exports, k, { enumerable: true, get: () => ${variable}()[k] }); });`,
    );
  }
  return lines.join('\n');
}

const SELF = crypto.createHash('sha256').update(fs.readFileSync(__filename)).digest('hex');

module.exports = {
  lazyEntry,
  process(source) {
    return { code: lazyEntry(source) ?? source };
  },
  getCacheKey(source, filename) {
    return crypto.createHash('sha256').update(SELF).update(filename).update(source).digest('hex');
  },
};
