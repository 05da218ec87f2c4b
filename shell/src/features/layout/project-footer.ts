import type { ProjectRegistry } from 'shared-contracts';
import { ORGANIZERS } from './organizers';
import { AI_OLYMPIAD_PROJECT_ID } from './visibility-rules';

export type ProjectFooter = NonNullable<ProjectRegistry['footer']>;

/**
 * The footer's logos and links: the registry's own; for a registry that names none, the platform's
 * (project 36's organisers, bundled with the shell so they show offline; no footer for other projects).
 */
export function footerOf(registry: ProjectRegistry): ProjectFooter | null {
  if (registry.footer) return registry.footer;
  if (registry.projectId !== AI_OLYMPIAD_PROJECT_ID) return null;
  return { logos: ORGANIZERS.map((o) => ({ url: o.logo, alt: o.name })), links: [] };
}
