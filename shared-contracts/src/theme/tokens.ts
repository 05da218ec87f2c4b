/**
 * A project's colours (its registry's `theme`): `primary` is the header, primary buttons, links and focus
 * ring (white text sits on it, and it sits as text on white); `secondary` is an accent.
 */
export interface ProjectTheme {
  primary: string;
  secondary: string;
}

/** The platform's own look (project 36's colours), for a registry that names no theme. */
export const DEFAULT_THEME: ProjectTheme = { primary: '#1c4374', secondary: '#76c5bf' };

/**
 * @deprecated since 1.1.0: a project's colours come from its registry (`theme`). Kept for remotes built
 * against 1.0 (removing an export is a major change); it knows only the platform's own look.
 */
export const THEME_BY_PROJECT: Readonly<Record<number, ProjectTheme>> = { 36: DEFAULT_THEME };

/** @deprecated since 1.1.0: read the registry's `theme` (see THEME_BY_PROJECT). */
export function themeFor(projectId: number): ProjectTheme {
  return THEME_BY_PROJECT[projectId] ?? DEFAULT_THEME;
}

export const TOAST = { placement: 'top-end', durationMs: 5000, offsetPx: 30 } as const;
export const NARROW_TABLE_BREAKPOINT_PX = 720;
