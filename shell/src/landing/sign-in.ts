// What "Entrar" loads on the click (a chunk of its own): the app's own sign-in start, and with it
// oidc-client-ts. A module of one export, so that the bundle keeps only it from shared-contracts/client.
export { startLogin } from 'shared-contracts/client';
