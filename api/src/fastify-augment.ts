// Type augmentations from plugins (schema.hide, config.rateLimit) for files that do not import them.
import type {} from '@fastify/swagger';
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/static';
