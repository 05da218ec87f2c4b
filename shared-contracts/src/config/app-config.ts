import * as v from 'valibot';

/**
 * The run-time configuration the API serves at /app-config.json. The shell and every remote's
 * standalone bootstrap read it before anything else; nothing in it is baked into a build.
 */
export const AppConfigSchema = v.object({
  projectId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  apiBase: v.optional(v.pipe(v.string(), v.minLength(1)), '/api'),
  oidc: v.object({
    issuer: v.pipe(v.string(), v.minLength(1)),
    clientId: v.pipe(v.string(), v.minLength(1)),
  }),
});

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export const APP_CONFIG_URL = '/app-config.json';

/** Query parameter that switches to a sibling project's registry for one page load (never persisted). */
export const PROJECT_OVERRIDE_PARAM = 'projeto';

export function parseAppConfig(input: unknown): AppConfig {
  return v.parse(AppConfigSchema, input);
}

/** `?projeto=<id>` when it holds a positive integer, otherwise null. */
export function projectIdOverride(search: string): number | null {
  const raw = new URLSearchParams(search).get(PROJECT_OVERRIDE_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
