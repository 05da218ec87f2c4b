export * from './answer-rules';
export * from './choice-marker';
