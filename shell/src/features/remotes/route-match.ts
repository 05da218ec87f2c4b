import { ROUTE_TABLE, type RouteEntry } from 'shared-contracts';

const DYNAMIC = /^:[\w-]+$/;

/**
 * How well a route-table path matches a pathname, ranked as react-router ranks its routes (a static
 * segment 10, a dynamic one 3, a splat −2, plus the segment count), so `/edicoes/ativas` wins over
 * `/edicoes/:id`; null when it does not match.
 */
export function routeScore(path: string, pathname: string): number | null {
  const pattern = path.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  const splat = pattern.at(-1) === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  let score = pattern.length + (splat ? -2 : 0);
  for (const [i, segment] of fixed.entries()) {
    if (DYNAMIC.test(segment)) score += 3;
    else if (segment.toLowerCase() === segments[i]?.toLowerCase()) score += 10;
    else return null;
  }
  return score;
}

/** The route-table entry react-router renders for a pathname (null for the shell's own screens). */
export function routeFor(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | null {
  let best: { entry: RouteEntry; score: number } | null = null;
  for (const entry of table) {
    const score = routeScore(entry.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}
