/** The ids with the one at `from` moved to index `to` (a copy; out-of-range indexes change nothing). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** A typed position clamped to 1…count (spec 2 §5): not a number gives the current one. */
export function clampPosition(value: number, count: number, current: number): number {
  if (!Number.isFinite(value)) return current;
  return Math.min(Math.max(Math.round(value), 1), Math.max(count, 1));
}

/** Whether two orders are the same. */
export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
