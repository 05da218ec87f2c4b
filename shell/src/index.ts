import { startEarlyRequests } from './shared/early-requests';

// The configuration and the project registry are on their way while the app's scripts download.
const early = startEarlyRequests();
void import('./bootstrap').then(({ start }) => start(early));
