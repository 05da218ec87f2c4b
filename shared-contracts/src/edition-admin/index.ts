export * from './messages';
export * from './edition-form-schema';
export * from './audit-fields';
