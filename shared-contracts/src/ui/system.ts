import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { themeFor } from '../theme/tokens';

const systems = new Map<number, SystemContext>();

/** The Chakra system of a project: default config plus the project's brand colours. */
export function systemFor(projectId: number): SystemContext {
  const cached = systems.get(projectId);
  if (cached) return cached;
  const theme = themeFor(projectId);
  const config = defineConfig({
    theme: {
      tokens: {
        colors: {
          brand: {
            primary: { value: theme.primary },
            secondary: { value: theme.secondary },
          },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            primary: { value: '{colors.brand.primary}' },
            secondary: { value: '{colors.brand.secondary}' },
            fg: { value: 'white' },
          },
        },
      },
    },
  });
  const system = createSystem(defaultConfig, config);
  systems.set(projectId, system);
  return system;
}
