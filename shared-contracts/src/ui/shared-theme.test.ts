import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { sharedThemeConfig } from './shared-theme';
import { systemFor } from './system';

const repo = path.join(__dirname, '../../..');
const chakraEsm = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm');
const read = (file: string) => readFileSync(file, 'utf8');

/** Every .ts/.tsx file under the src folder of each workspace package. */
function workspaceSources(): string[] {
  const packages = [...read(path.join(repo, 'pnpm-workspace.yaml')).matchAll(/^\s+-\s+(\S+)\s*$/gm)].map(
    (m) => m[1]!,
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) files.push(full);
    }
  };
  for (const pkg of packages) if (existsSync(path.join(repo, pkg, 'src'))) walk(path.join(repo, pkg, 'src'));
  return files;
}

/** The values (not types) the platform imports from @chakra-ui/react. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of workspaceSources())
    for (const m of read(file).matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g))
      if (!m[1])
        for (const part of m[2]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) names.add(name);
        }
  return names;
}

const parts = (list: string) =>
  list
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => x.split(/\s+as\s+/) as [string, string?]);

/** Where Chakra defines each name its package root exports (null: re-exported from another package). */
function chakraDefinitions(): Map<string, string | null> {
  const defs = new Map<string, string | null>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file);
    const at = (spec: string) => (spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null);
    const bindings = new Map<string, string | null>();
    for (const m of source.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g))
      bindings.set(m[1]!, at(m[2]!));
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g))
      for (const [name, alias] of parts(m[1]!)) bindings.set(alias ?? name, at(m[2]!));
    for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g))
      for (const [name, alias] of parts(m[1]!))
        if (!defs.has(alias ?? name)) defs.set(alias ?? name, at(m[2]!));
    for (const m of source.matchAll(/export\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"]/g))
      defs.set(m[1]!, at(m[2]!));
    for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*;/g))
      for (const [name, alias] of parts(m[1]!))
        if (!defs.has(alias ?? name))
          defs.set(alias ?? name, bindings.has(name) ? bindings.get(name)! : file);
    for (const m of source.matchAll(/export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g)) walk(at(m[1]!)!);
  };
  walk(path.join(chakraEsm, 'index.js'));
  return defs;
}

/** The recipe keys a module and everything it imports from Chakra's own files name. */
function recipeKeysFrom(file: string, known: Set<string>, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const source = read(f);
    for (const m of source.matchAll(/key:\s*"(\w+)"/g)) if (known.has(m[1]!)) keys.add(m[1]!);
    for (const m of source.matchAll(/(?:import|export)[^'";]*?from\s*['"](\.[^'"]+)['"]/g))
      visit(path.resolve(path.dirname(f), m[1]!));
  };
  visit(file);
  return keys;
}

/** Each recipe the platform's Chakra imports use, with the names that use it. */
function recipesInUse(): Map<string, string[]> {
  const known = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
  const defs = chakraDefinitions();
  const used = new Map<string, string[]>();
  for (const name of importedChakraNames()) {
    if (!defs.has(name)) throw new Error(`@chakra-ui/react exports no ${name}: the test cannot follow it`);
    const file = defs.get(name);
    if (!file) continue; // from @ark-ui or @zag-js: no recipe of its own
    for (const key of recipeKeysFrom(file, known)) used.set(key, [...(used.get(key) ?? []), name]);
  }
  return used;
}

describe('the shared Chakra theme', () => {
  const theme = sharedThemeConfig.theme!;
  const kept = new Set([...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})]);
  const inUse = recipesInUse();

  it('has the recipe of every Chakra component a package imports (a missing one renders unstyled)', () => {
    const missing = [...inUse]
      .filter(([key]) => !kept.has(key))
      .map(([key, by]) => `${key} (${by.join(', ')})`);
    expect(missing).toEqual([]);
    // The follow-through reaches the recipes a component uses inside itself: Button its spinner,
    // Checkbox its checkmark, Field its required-field icon.
    expect(inUse.get('spinner')).toContain('Button');
    expect(inUse.get('checkmark')).toContain('Checkbox');
    expect(inUse.get('icon')).toContain('Field');
  });

  it('keeps no recipe that no component in use needs (each one is downloaded by every page)', () => {
    expect([...kept].filter((key) => !inUse.has(key))).toEqual([]);
  });

  it("keeps Chakra's own recipes unchanged", () => {
    for (const [key, recipe] of Object.entries(theme.recipes ?? {}))
      expect(recipe).toBe(chakraRecipes[key as keyof typeof chakraRecipes]);
    for (const [key, recipe] of Object.entries(theme.slotRecipes ?? {}))
      expect(recipe).toBe(chakraSlotRecipes[key as keyof typeof chakraSlotRecipes]);
  });

  it('gives the project system the recipes (a button is styled, a date picker is not in it)', () => {
    const system = systemFor();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
