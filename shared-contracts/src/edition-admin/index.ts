export * from './messages';
export * from './edition-form-schema';
