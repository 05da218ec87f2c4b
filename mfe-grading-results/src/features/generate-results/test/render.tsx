import { createRouteRenderer } from 'shared-contracts/testing';
import { messages } from '../../../i18n';

export const renderRoute = createRouteRenderer(messages);
