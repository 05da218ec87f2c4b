// shared-contracts (the pure contract): types, valibot schemas, rules, the route table and message
// catalogs. No React, no HTTP client, no state: every package (and the API) bundles the parts it uses.
// The run-time pieces are 'shared-contracts/client' and 'shared-contracts/ui' (the only shared singletons),
// test helpers 'shared-contracts/testing', the standalone bootstrap 'shared-contracts/dev'.
export * from './entities';
export * from './auth/roles';
export * from './api/jsonapi';
export * from './i18n/locales';
export * from './i18n/message-lookup';
export * from './i18n/define-messages';
export * from './i18n/shared-messages';
export * from './routes/route-table';
export * from './remotes/remote-names';
export * from './remotes/parcel-props';
export * from './registry/project-registry';
export * from './theme/tokens';
export * from './persist/persisted-keys';
export * from './format/format';
export * from './format/plain-text';
export * from './format/characters';
export * from './config/app-config';
export * from './registration';
export * from './teams';
export * from './recommendation';
export * from './exams';
export * from './wire';
export * from './edition-admin';
