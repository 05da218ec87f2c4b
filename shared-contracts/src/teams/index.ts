export * from './messages';
export * from './member-schema';
export * from './team-rules';
