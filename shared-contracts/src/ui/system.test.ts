import { systemFor } from './system';

/** The CSS custom properties the system declares, name → value. */
function tokenVariables(projectId: number): Map<string, string> {
  const css = JSON.stringify(
    (systemFor(projectId) as unknown as { getTokenCss: () => unknown }).getTokenCss(),
  );
  const vars = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/"(--chakra-[a-z0-9-]+)":"([^"]*)"/g)) vars.set(name!, value!);
  return vars;
}

/** Follows var(--x) references to the final value. */
function resolve(vars: Map<string, string>, name: string, seen = new Set<string>()): string {
  if (seen.has(name)) throw new Error(`${name} refers to itself`);
  seen.add(name);
  const value = vars.get(name);
  if (value === undefined) throw new Error(`${name} is not declared`);
  const ref = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  return ref ? resolve(vars, ref[1]!, seen) : value;
}

describe('project system', () => {
  it('resolves the brand palette of project 36 to its primary and secondary colours', () => {
    const vars = tokenVariables(36);
    expect(resolve(vars, '--chakra-colors-brand-primary')).toBe('#1c4374');
    expect(resolve(vars, '--chakra-colors-brand-secondary')).toBe('#76c5bf');
    expect(resolve(vars, '--chakra-colors-brand-solid')).toBe('#1c4374');
    expect(resolve(vars, '--chakra-colors-brand-contrast')).toBe('white');
    expect(resolve(vars, '--chakra-colors-brand-focus-ring')).toBe('#1c4374');
  });
});
