export { RemoteSelect } from './RemoteSelect';
export { REMOTE_SELECT_DEBOUNCE_MS } from './use-search-term';
export type { RemoteOption, RemoteOptionsPage, RemoteSelectProps } from './types';
