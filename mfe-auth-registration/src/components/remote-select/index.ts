export { RemoteSelect } from './RemoteSelect';
export { REMOTE_SELECT_DEBOUNCE_MS, type RemoteOption, type RemoteOptionsPage } from 'shared-contracts/ui';
