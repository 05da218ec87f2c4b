import { createRouteRenderer } from 'shared-contracts/src/testing/render-route';
import { messages } from '../i18n';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/src/testing/render-route';
export const renderRoute = createRouteRenderer(messages);
