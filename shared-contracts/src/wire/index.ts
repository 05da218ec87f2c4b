export * from './auth-wire';
export * from './answer-wire';
