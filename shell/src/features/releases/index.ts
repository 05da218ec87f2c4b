/** Picking up a released remote version on the next navigation outside an exam (see release-watch.ts). */
export { fetchRegistry } from './fetch-registry';
export { ReleaseWatch } from './ReleaseWatch';
