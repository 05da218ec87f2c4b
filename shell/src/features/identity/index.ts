export { applyDocumentIdentity } from './document-identity';
