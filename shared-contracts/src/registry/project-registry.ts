import * as v from 'valibot';
import { REMOTE_NAMES } from '../remotes/remote-names';

/**
 * The per-project registry (/projects/<projectId>.json, kept in deploy/). The shell reads it at
 * run time and registers the remotes it names, so a sibling olympiad swaps a remote by editing
 * its file. `kind: 'parcel'` marks a remote that brings its own framework (mounted with single-spa).
 */
const RemoteEntrySchema = v.object({
  entry: v.pipe(v.string(), v.minLength(1)),
  kind: v.optional(v.picklist(['module', 'parcel']), 'module'),
});

const StoreLinksSchema = v.object({
  android: v.optional(v.pipe(v.string(), v.url())),
  ios: v.optional(v.pipe(v.string(), v.url())),
});

export const ProjectRegistrySchema = v.object({
  projectId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  siteUrl: v.optional(v.pipe(v.string(), v.url())),
  profileUrl: v.optional(v.pipe(v.string(), v.url())),
  remotes: v.object(
    Object.fromEntries(REMOTE_NAMES.map((n) => [n, RemoteEntrySchema])) as Record<
      (typeof REMOTE_NAMES)[number],
      typeof RemoteEntrySchema
    >,
  ),
  mobileApp: v.optional(StoreLinksSchema),
});

export type ProjectRegistry = v.InferOutput<typeof ProjectRegistrySchema>;

export function parseProjectRegistry(input: unknown): ProjectRegistry {
  return v.parse(ProjectRegistrySchema, input);
}

/** Store links used when a project names none of its own. */
export const GENERIC_MOBILE_APP = {
  android: 'https://play.google.com/store/apps/details?id=org.olimpiadas.app',
  ios: 'https://apps.apple.com/app/olimpiadas/id0000000000',
} as const;
