import type { ComponentType } from 'react';
import type { LocaleMessages } from 'shared-contracts';
import type { ParcelConfig } from 'single-spa';

/** A './routes' module as the shell sees it before trusting it. */
interface RoutesModuleShape {
  routes: Record<string, ComponentType | undefined>;
  messages?: Partial<LocaleMessages>;
}

export function isRoutesModule(module: unknown): module is RoutesModuleShape {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { routes?: unknown }).routes === 'object'
  );
}

export function routeComponentOf(module: unknown, routeId: string): ComponentType | null {
  if (!isRoutesModule(module)) return null;
  const component = module.routes[routeId];
  return typeof component === 'function' || (typeof component === 'object' && component !== null)
    ? (component as ComponentType)
    : null;
}

export function messagesOf(module: unknown): Partial<LocaleMessages> | undefined {
  return isRoutesModule(module) ? module.messages : undefined;
}

/** A parcel remote's config: its `parcel` export or its default export. */
export function parcelConfigOf(module: unknown): ParcelConfig | null {
  if (typeof module !== 'object' || module === null) return null;
  const candidate =
    (module as { parcel?: unknown; default?: unknown }).parcel ?? (module as { default?: unknown }).default;
  if (typeof candidate === 'function') return candidate as ParcelConfig;
  if (typeof candidate === 'object' && candidate !== null && 'mount' in candidate)
    return candidate as ParcelConfig;
  return null;
}
