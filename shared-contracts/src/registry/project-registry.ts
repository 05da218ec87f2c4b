import * as v from 'valibot';
import type { Locale } from '../i18n/locales';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { contrastRatio, HEX_COLOUR, MIN_TEXT_CONTRAST } from '../theme/contrast';
import { DEFAULT_THEME } from '../theme/tokens';

/**
 * The per-project registry (/projects/<projectId>.json, kept in deploy/). The shell reads it at
 * run time and registers the remotes it names, so a sibling olympiad swaps a remote by editing
 * its file. `kind: 'parcel'` marks a remote that brings its own framework (mounted with single-spa).
 *
 * It also carries the project's identity, applied at run time (no rebuild): `theme` (colours), `logo`,
 * `favicon`, `footer` (logos and links) and `mobileApp` (store links). Each is optional; a registry that
 * names none keeps the platform's look (shared-contracts 1.1.0 added them; 1.0.0 registries still parse).
 */
const RemoteEntrySchema = v.object({
  entry: v.pipe(v.string(), v.minLength(1)),
  kind: v.optional(v.picklist(['module', 'parcel']), 'module'),
});

const StoreLinksSchema = v.object({
  android: v.optional(v.pipe(v.string(), v.url())),
  ios: v.optional(v.pipe(v.string(), v.url())),
});

/** An absolute URL or a path on the site (`/projects/assets/47/logo.svg`). */
const AssetUrlSchema = v.pipe(
  v.string(),
  v.check((s) => s.startsWith('/') || URL.canParse(s), 'must be a URL or a path starting with /'),
);

const HexColourSchema = v.pipe(v.string(), v.regex(HEX_COLOUR, 'must be a #rgb or #rrggbb colour'));

/** White text on the primary colour, and primary text on white, both reach WCAG AA (4.5:1). */
const ThemeSchema = v.object({
  primary: v.pipe(
    HexColourSchema,
    v.check(
      (c) => contrastRatio(c, '#ffffff') >= MIN_TEXT_CONTRAST,
      `must reach a contrast of ${MIN_TEXT_CONTRAST}:1 with white`,
    ),
  ),
  secondary: v.optional(HexColourSchema, DEFAULT_THEME.secondary),
});

/** A text in the project's languages: pt-BR always (the fallback), es and pt-PT when they differ. */
const LocalizedTextSchema = v.object({
  'pt-BR': v.pipe(v.string(), v.minLength(1)),
  es: v.optional(v.pipe(v.string(), v.minLength(1))),
  'pt-PT': v.optional(v.pipe(v.string(), v.minLength(1))),
});

const ImageSchema = v.object({
  url: AssetUrlSchema,
  alt: v.pipe(v.string(), v.minLength(1)),
});

const FooterSchema = v.object({
  logos: v.optional(v.array(ImageSchema), []),
  links: v.optional(v.array(v.object({ label: LocalizedTextSchema, url: AssetUrlSchema })), []),
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
  theme: v.optional(ThemeSchema, DEFAULT_THEME),
  /** The project's own logo (login screen, footer); none: no logo there. */
  logo: v.optional(ImageSchema),
  /** The tab's icon; none: the platform's /favicon.svg. */
  favicon: v.optional(AssetUrlSchema),
  /** The footer's logos and links; none: the platform's footer (project 36's organisers, no footer elsewhere). */
  footer: v.optional(FooterSchema),
});

export type ProjectRegistry = v.InferOutput<typeof ProjectRegistrySchema>;
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

export function parseProjectRegistry(input: unknown): ProjectRegistry {
  return v.parse(ProjectRegistrySchema, input);
}

/** The text in `locale`, else in pt-BR. */
export function localizedText(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text['pt-BR'];
}

/** Store links used when a project names none of its own. */
export const GENERIC_MOBILE_APP = {
  android: 'https://play.google.com/store/apps/details?id=org.olimpiadas.app',
  ios: 'https://apps.apple.com/app/olimpiadas/id0000000000',
} as const;

/** The tab's icon when a project names none (the shell's build copies it to /favicon.svg). */
export const DEFAULT_FAVICON = '/favicon.svg';
