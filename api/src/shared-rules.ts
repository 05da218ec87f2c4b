// The one seam between the API and shared-contracts: the registration rules and locales the forms use,
// compiled into the API bundle (scripts/build.mjs) so the server re-checks with the very same code.
export * from 'shared-contracts/src/registration';
export * from 'shared-contracts/src/recommendation';
export * from 'shared-contracts/src/i18n/locales';
export * from 'shared-contracts/src/i18n/message-lookup';
export type { PhaseCategory } from 'shared-contracts/src/entities/edition';
export * from 'shared-contracts/src/teams';
export * from 'shared-contracts/src/exams';
export * from 'shared-contracts/src/wire';
