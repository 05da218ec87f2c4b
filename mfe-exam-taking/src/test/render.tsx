import { createRouteRenderer } from 'shared-contracts/testing';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/testing';

/** Renders a route with this remote's messages (shared-contracts' merged beneath them by the renderer). */
export const renderRoute = createRouteRenderer(messages);
