/** One entry of PROJECT_HOSTS: the site of a project on a host name of its own. */
export interface ProjectHost {
  /** Lower-case host name, without port (`professores.localhost`). */
  hostname: string;
  projectId: number;
  /** The site's origin: PUBLIC_URL's scheme and port on this host name (`http://professores.localhost:8080`). */
  origin: string;
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * PROJECT_HOSTS (`obia.localhost=36,professores.localhost=47`): which project a host name serves. Each site
 * is served like PUBLIC_URL (same scheme and port). Throws a readable message on a malformed entry.
 */
export function parseProjectHosts(value: string | undefined, publicUrl: string): ProjectHost[] {
  const base = new URL(publicUrl);
  const seen = new Set<string>();
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([^=\s]+)\s*=\s*(\d+)$/.exec(entry);
      const hostname = match?.[1]?.toLowerCase() ?? '';
      const projectId = Number(match?.[2]);
      if (!match || !HOSTNAME.test(hostname) || !Number.isSafeInteger(projectId) || projectId < 1)
        throw new Error(`"${entry}" is not host=projectId (a host name without port, a positive project id)`);
      if (seen.has(hostname)) throw new Error(`${hostname} is listed twice`);
      seen.add(hostname);
      const origin = `${base.protocol}//${hostname}${base.port ? `:${base.port}` : ''}`;
      return { hostname, projectId, origin };
    });
}

/** The project of the request's host name (Host, or X-Forwarded-Host with TRUST_PROXY), else the default. */
export function projectIdForHost(hosts: readonly ProjectHost[], hostname: string, fallback: number): number {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.find((h) => h.hostname === name)?.projectId ?? fallback;
}
