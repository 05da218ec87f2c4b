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

export const TOAST = { placement: 'top-end', durationMs: 5000, offsetPx: 30 } as const;
export const NARROW_TABLE_BREAKPOINT_PX = 720;
