export * from './answer-rules';
export * from './choice-marker';
export * from './question-rules';
