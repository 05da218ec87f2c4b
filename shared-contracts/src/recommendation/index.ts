export * from './messages';
export * from './teacher-recommendation-schema';
