// Standalone dev bootstrap (`pnpm --filter <this remote> dev`); see shared-contracts' runStandaloneRemote.
import { runStandaloneRemote } from 'shared-contracts/dev';
import remoteModule from './routes';

runStandaloneRemote(remoteModule);
