import { parseProjectRegistry, type ProjectRegistry } from 'shared-contracts';
import { REGISTRY_INIT, registryUrl } from '../../shared/early-requests';

/**
 * The project registry as the server has it now: `no-cache` revalidates with the server every time, so a
 * release or a rollback (a rewritten /projects/<id>.json) is seen at the next read.
 */
export async function fetchRegistry(projectId: number, fetchImpl: typeof fetch): Promise<ProjectRegistry> {
  const response = await fetchImpl(registryUrl(projectId), REGISTRY_INIT);
  if (!response.ok) throw new Error(`project registry ${projectId}: HTTP ${response.status}`);
  return parseProjectRegistry(await response.json());
}
