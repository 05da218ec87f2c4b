// shared-contracts/client: the HTTP client and the session (a shared singleton: one auth store, one
// API configuration, one query cache for the shell and every remote).
export * from './api-client';
export * from './auth-store';
export * from './oidc-session';
export * from './use-loaded-resource';
export * from './query';
export * from './abort-error';
export * from './app-reset';
export * from './load-app-config';
export { saveBlob } from './save-file';
