import { APP_CONFIG_URL, parseAppConfig, projectIdOverride, type AppConfig } from '../config/app-config';

/** Fetches and validates /app-config.json, applying the `?projeto=` override when present. */
export async function loadAppConfig(
  options: { url?: string; search?: string; fetchImpl?: typeof fetch } = {},
): Promise<AppConfig> {
  const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const response = await fetchImpl(options.url ?? APP_CONFIG_URL, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`app config: HTTP ${response.status}`);
  const config = parseAppConfig(await response.json());
  const override = projectIdOverride(options.search ?? globalThis.location?.search ?? '');
  return override === null ? config : { ...config, projectId: override };
}
