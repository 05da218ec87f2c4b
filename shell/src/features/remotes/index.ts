/** The remotes' messages, as the language providers merge them. */
export { remoteMessagesFor, useRemoteMessages } from './remote-messages-store';
