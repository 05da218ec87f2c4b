export interface Release {
  version: string;
  commit: string;
}
export function previousMinorOfCurrent(): { current: string; previous: Release | undefined };
export function releasedVersion(commit: string, contractsVersion: string): string;
export function buildAt(commit: string): string;
export function publish(dist: string, releasesDir: string, version: string): string;
