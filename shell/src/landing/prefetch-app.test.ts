import { APP_SCRIPTS_META, prefetchTheApp } from './prefetch-app';

describe("the app's scripts, prefetched once the visitor signs in", () => {
  afterEach(() => document.head.replaceChildren());

  it('asks for each script the build listed, once however often it is called', () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: APP_SCRIPTS_META,
      content: '/main.1a2b3c4d.js /262.5e6f7a8b.js',
    });
    document.head.append(meta);
    prefetchTheApp();
    prefetchTheApp();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/main.1a2b3c4d.js',
      '/262.5e6f7a8b.js',
    ]);
    expect(links.every((link) => link.as === 'script')).toBe(true);
  });

  it('asks for nothing on a page without the list', () => {
    prefetchTheApp();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
