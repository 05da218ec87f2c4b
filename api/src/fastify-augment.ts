// Type augmentations from plugins (schema.hide, config.rateLimit) for files that do not import them.
import type {} from '@fastify/swagger';
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/static';
import type { JobWorker } from './jobs/worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's worker of durable background jobs (tests drain it instead of waiting). */
    jobWorker: JobWorker;
  }
}
