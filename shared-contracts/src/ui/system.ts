import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's default config in its two halves, not `defaultConfig` from the package root: the module that
// exports `defaultConfig` also builds Chakra's own `defaultSystem` when it loads (a whole `createSystem`,
// about a quarter of a second of main thread on a slow phone) for a system no screen uses.
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { sharedThemeConfig } from './shared-theme';
import { DEFAULT_THEME, type ProjectTheme } from '../theme/tokens';

const systems = new Map<string, SystemContext>();
const scopedSystems = new WeakMap<SystemContext, SystemContext>();

/**
 * The Chakra system of a project's theme (its registry's colours; built once per theme, at boot: one
 * `createSystem`, as before the registry carried a theme): default config plus the colours as a full colour
 * palette, so components take `colorPalette="brand"` and styles can use `brand.primary` /
 * `brand.secondary`. Raw values live under `project.*`: a semantic token pointing at a token whose CSS
 * variable has the same name (`brand.primary`, or `brandPrimary`, both `--chakra-colors-brand-primary`)
 * would refer to itself, which is invalid CSS, and the colour comes out transparent.
 */
export function systemFor(theme: ProjectTheme = DEFAULT_THEME): SystemContext {
  const key = `${theme.primary} ${theme.secondary}`;
  const cached = systems.get(key);
  if (cached) return cached;
  const mix = (percent: number) => `color-mix(in srgb, ${theme.primary} ${percent}%, white)`;
  const config = defineConfig({
    theme: {
      tokens: {
        colors: {
          project: {
            primary: { value: theme.primary },
            secondary: { value: theme.secondary },
          },
        },
      },
      semanticTokens: {
        colors: {
          // Chakra's solid green is green.600, on which white text reaches only 3.3:1; green.700 reaches
          // 5:1 (WCAG AA, 4.5:1), for every solid green badge and button.
          green: { solid: { value: '{colors.green.700}' } },
          // Chakra's error text is red.500, 3.8:1 on white; red.700 reaches 6.5:1 (every field's error).
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
          brand: {
            primary: { value: '{colors.project.primary}' },
            secondary: { value: '{colors.project.secondary}' },
            solid: { value: '{colors.project.primary}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.project.primary}' },
            muted: { value: mix(25) },
            subtle: { value: mix(12) },
            emphasized: { value: mix(35) },
            focusRing: { value: '{colors.project.primary}' },
          },
        },
      },
    },
  });
  const system = createSystem(defaultBaseConfig, sharedThemeConfig, config);
  systems.set(key, system);
  return system;
}

/**
 * The project's system for a remote's own Chakra provider (see `screenLoader`): the same system, without
 * its global styles. The shell's provider has already put the reset, the CSS variables and the layer
 * order on the page; a nested provider would insert them again on every screen.
 */
export function scopedSystemOf(system: SystemContext): SystemContext {
  const cached = scopedSystems.get(system);
  if (cached) return cached;
  const scoped: SystemContext = {
    ...system,
    _global: [],
    _config: { ...system._config, disableLayers: true },
  };
  scopedSystems.set(system, scoped);
  return scoped;
}
