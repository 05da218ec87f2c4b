export { RemoteSelect } from './remote-select';
export { REMOTE_SELECT_DEBOUNCE_MS } from './use-search-term';
export type { RemoteOption, RemoteOptionsPage, RemoteSelectProps, RemoteSelectTexts } from './types';
