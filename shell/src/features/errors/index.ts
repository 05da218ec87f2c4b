/** The error screens other features show. */
export { ErrorBoundary } from './ErrorBoundary';
export { NotFound } from './NotFound';
