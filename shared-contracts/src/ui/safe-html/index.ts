export { SafeHtml } from './SafeHtml';
export { sanitizedHtml } from './sanitize-html';
