import { DEFAULT_FAVICON, type ProjectRegistry } from 'shared-contracts';

function headElement(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

/**
 * The page's own identity from the project registry, at boot (no rebuild): the tab's title is the
 * project's name, its icon the project's favicon, and a phone's browser bar takes the primary colour.
 */
export function applyDocumentIdentity(registry: ProjectRegistry, doc: Document = document): void {
  doc.title = registry.name;
  const icon = headElement(doc, 'link[rel="icon"]', () =>
    Object.assign(doc.createElement('link'), { rel: 'icon' }),
  );
  icon.setAttribute('href', registry.favicon ?? DEFAULT_FAVICON);
  if (/\.svg(\?|$)/i.test(registry.favicon ?? DEFAULT_FAVICON)) icon.setAttribute('type', 'image/svg+xml');
  else icon.removeAttribute('type');
  const themeColour = headElement(doc, 'meta[name="theme-color"]', () =>
    Object.assign(doc.createElement('meta'), { name: 'theme-color' }),
  );
  themeColour.setAttribute('content', registry.theme.primary);
}
