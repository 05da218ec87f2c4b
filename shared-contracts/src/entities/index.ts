export * from './user';
export * from './edition';
