export interface ProjectTheme {
  primary: string;
  secondary: string;
}

export const DEFAULT_THEME: ProjectTheme = { primary: '#1c4374', secondary: '#76c5bf' };

export const THEME_BY_PROJECT: Readonly<Record<number, ProjectTheme>> = {
  36: { primary: '#1c4374', secondary: '#76c5bf' },
};

export function themeFor(projectId: number): ProjectTheme {
  return THEME_BY_PROJECT[projectId] ?? DEFAULT_THEME;
}

export const TOAST = { placement: 'top-end', durationMs: 5000, offsetPx: 30 } as const;
export const NARROW_TABLE_BREAKPOINT_PX = 720;
