import { isExamSessionPath, type ProjectRegistry } from 'shared-contracts';

/** At most one look at the registry per this interval. */
export const RELEASE_CHECK_INTERVAL_MS = 30_000;

/** The remotes whose entry (or kind) differs between the registry this page runs and the latest one. */
export function changedRemotes(running: ProjectRegistry, latest: ProjectRegistry): string[] {
  const runningRemotes: Record<string, { entry: string; kind?: string }> = running.remotes;
  const latestRemotes: Record<string, { entry: string; kind?: string }> = latest.remotes;
  const names = new Set([...Object.keys(runningRemotes), ...Object.keys(latestRemotes)]);
  return [...names].filter(
    (name) =>
      runningRemotes[name]?.entry !== latestRemotes[name]?.entry ||
      runningRemotes[name]?.kind !== latestRemotes[name]?.kind,
  );
}

export interface ReleaseWatchOptions {
  /** The registry the page booted with (its remotes are the running versions). */
  running: ProjectRegistry;
  fetchLatest: () => Promise<ProjectRegistry>;
  /** A full page load of the current address. */
  reload: () => void;
  now?: () => number;
  isOnline?: () => boolean;
  intervalMs?: number;
}

export interface ReleaseWatch {
  /** The user went to `pathname` (in-app navigation): reload now if a release is waiting, else maybe look. */
  navigated: (pathname: string) => void;
  /** The tab became visible again: look (throttled); a release found waits for the next navigation. */
  becameVisible: () => void;
  /** The remotes released since this page loaded, as far as the last look knows. */
  pending: () => string[];
}

/**
 * Picks up a new release of a remote without interrupting an exam: the registry is read again on
 * navigation and when the tab becomes visible (at most once per interval); once a remote's entry changed,
 * the next navigation whose target is outside an exam session (`isExamSessionPath`) is a full page load,
 * which runs the new version. Inside an exam, or offline (a page load would fail), the running version stays.
 */
export function createReleaseWatch(options: ReleaseWatchOptions): ReleaseWatch {
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const intervalMs = options.intervalMs ?? RELEASE_CHECK_INTERVAL_MS;
  // The running registry was read at boot, just now.
  let lastLook = now();
  let pending: string[] = [];
  let pathname: string | null = null;
  let reloading = false;

  const reloadIfAllowed = () => {
    if (reloading || pending.length === 0 || pathname === null) return;
    if (isExamSessionPath(pathname) || !isOnline()) return;
    reloading = true;
    options.reload();
  };

  /** Reads the registry unless it was read within the interval; a failed read changes nothing. */
  const look = async (): Promise<boolean> => {
    if (now() - lastLook < intervalMs) return false;
    lastLook = now();
    try {
      pending = changedRemotes(options.running, await options.fetchLatest());
      return true;
    } catch {
      return false;
    }
  };

  return {
    navigated(to) {
      pathname = to;
      reloadIfAllowed();
      if (reloading) return;
      // A release this navigation's look finds reloads the page the user is on by then (just navigated
      // to), unless that is inside an exam.
      void look().then((looked) => {
        if (looked) reloadIfAllowed();
      });
    },
    becameVisible() {
      void look();
    },
    pending: () => pending,
  };
}
