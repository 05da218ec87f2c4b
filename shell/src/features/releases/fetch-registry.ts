import { parseProjectRegistry, type ProjectRegistry } from 'shared-contracts';

/**
 * The project registry as the server has it now: `no-cache` revalidates with the server every time, so a
 * release or a rollback (a rewritten /projects/<id>.json) is seen at the next read.
 */
export async function fetchRegistry(projectId: number, fetchImpl: typeof fetch): Promise<ProjectRegistry> {
  const response = await fetchImpl(`/projects/${projectId}.json`, {
    headers: { accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`project registry ${projectId}: HTTP ${response.status}`);
  return parseProjectRegistry(await response.json());
}
