import { api } from 'shared-contracts/client';

/**
 * GET `path` under the API through its client (so the auth headers go along) and hands back the
 * body as a blob: certificates, review reports and uploaded files.
 */
export function downloadApiFile(
  path: string,
  options: { accept?: string; searchParams?: Record<string, string> } = {},
): Promise<Blob> {
  return api()
    .get(path, {
      headers: { accept: options.accept ?? '*/*' },
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    })
    .blob();
}
