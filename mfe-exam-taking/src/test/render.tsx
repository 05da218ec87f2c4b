import { createRouteRenderer } from 'shared-contracts/testing';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/testing';
export const renderRoute = createRouteRenderer(messages);
