export * from './answer-rules';
