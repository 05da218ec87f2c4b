// shared-contracts/testing: helpers for the packages' tests (never in a build).
export * from './console-errors';
export * from './message-catalog';
export * from './render-route';
export * from './schema-helpers';
export * from './editor-in-jsdom';
export * from './node-form-data';
export * from './api-server';
