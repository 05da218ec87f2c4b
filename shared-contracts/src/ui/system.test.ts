import type { ProjectTheme } from '../theme/tokens';
import { systemFor } from './system';

/** The CSS custom properties the system declares, name → value. */
function tokenVariables(theme?: ProjectTheme): Map<string, string> {
  const css = JSON.stringify((systemFor(theme) as unknown as { getTokenCss: () => unknown }).getTokenCss());
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
  it('resolves the brand palette of the default theme (project 36) to its primary and secondary colours', () => {
    const vars = tokenVariables();
    expect(resolve(vars, '--chakra-colors-brand-primary')).toBe('#1c4374');
    expect(resolve(vars, '--chakra-colors-brand-secondary')).toBe('#76c5bf');
    expect(resolve(vars, '--chakra-colors-brand-solid')).toBe('#1c4374');
    expect(resolve(vars, '--chakra-colors-brand-contrast')).toBe('white');
    expect(resolve(vars, '--chakra-colors-brand-focus-ring')).toBe('#1c4374');
  });

  it("builds a registry's theme into the brand palette, once per theme", () => {
    const theme = { primary: '#8a2b0f', secondary: '#f2b441' };
    const vars = tokenVariables(theme);
    expect(resolve(vars, '--chakra-colors-brand-primary')).toBe('#8a2b0f');
    expect(resolve(vars, '--chakra-colors-brand-solid')).toBe('#8a2b0f');
    expect(resolve(vars, '--chakra-colors-brand-secondary')).toBe('#f2b441');
    expect(systemFor({ ...theme })).toBe(systemFor(theme));
    expect(systemFor(theme)).not.toBe(systemFor());
  });
});
