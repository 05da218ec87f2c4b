import { createRouteRenderer } from 'shared-contracts/testing';
import { messages } from '../i18n';

export { setViewportWidth } from 'shared-contracts/testing';
export const renderRoute = createRouteRenderer(messages);
