export * from './auth-wire';
export * from './answer-wire';
export * from './exam-wire';
export * from './exam-admin-wire';
export * from './grading-wire';
export * from './notification-wire';
