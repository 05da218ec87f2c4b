import { createRouteRenderer } from 'shared-contracts/src/testing/render-route';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/src/testing/render-route';
export const renderRoute = createRouteRenderer(messages);
