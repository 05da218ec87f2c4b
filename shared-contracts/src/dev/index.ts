// shared-contracts/dev: the bootstrap that runs one remote alone (`pnpm --filter <remote> dev`).
export * from './standalone-remote';
