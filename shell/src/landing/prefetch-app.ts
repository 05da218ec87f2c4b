/** The app's start-up scripts, as the build wrote them into landing.html (the app's own preload list). */
export const APP_SCRIPTS_META = 'olympiad-app-scripts';

/**
 * Once the visitor has chosen to sign in, the app's start-up scripts download into the browser's cache
 * while they are at the identity provider (a prefetch outlives the page that asked for it), so the app
 * they come back to starts from the cache instead of from the network. Not before the click: a visitor
 * who only looks at the landing never pays for the app on a metered connection.
 */
export function prefetchTheApp(doc: Document = document): void {
  const scripts = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META}"]`)?.content ?? '';
  for (const href of scripts.split(/\s+/).filter(Boolean)) {
    if (doc.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}
