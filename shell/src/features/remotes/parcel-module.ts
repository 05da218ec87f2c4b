/**
 * A parcel remote is a plain ES module (no Module Federation, no shared React): the browser imports
 * it by URL. webpackIgnore keeps webpack from bundling or rewriting the import.
 */
export const importParcelModule = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);
