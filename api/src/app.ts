import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config.js';
import type { DbHandle } from './db/connect.js';
import { installErrorHandling, JSONAPI_MEDIA_TYPE, sendJsonApiError } from './jsonapi/error-handler.js';
import { errorObject } from './jsonapi/errors.js';
import { loadSigningKey, type SigningKey } from './idp/keys.js';
import { createProvider } from './idp/provider.js';
import { registerOidcRoutes } from './idp/interactions.js';
import { createIdTokenVerifier } from './auth/verify-token.js';
import { signInRoutes } from './auth/sign-in-route.js';
import { healthRoutes } from './features/health/routes.js';
import { metricsRoutes } from './features/metrics/routes.js';
import { userRoutes } from './features/users/routes.js';
import { editionRoutes } from './features/editions/routes.js';
import { editionWriteRoutes } from './features/editions/write-routes.js';
import { coordinatorRoutes } from './features/coordinators/routes.js';
import { appConfigRoutes } from './features/app-config/routes.js';
import { referenceRoutes } from './features/reference/routes.js';
import { sendSpaIndex, staticRoutes, wantsSpaFallback, type StaticState } from './features/static/routes.js';
import { supportRoutes } from './features/support/routes.js';
import { uploadRoutes } from './features/uploads/routes.js';
import { studentRoutes } from './features/registration/students-routes.js';
import { userUpdateRoutes } from './features/registration/user-update-route.js';
import { confirmationRoutes } from './features/registration/confirmation-routes.js';
import { unitRequestRoutes } from './features/unit-requests/routes.js';
import { postalCodeRoutes } from './features/postal-codes/routes.js';
import { mailOutboxRoutes } from './mail/routes.js';
import { startMailDelivery } from './mail/sender.js';
import { startPushDelivery } from './push/delivery.js';
import { loadVapidKeys } from './push/vapid.js';
import { inboxRoutes } from './features/inbox/routes.js';
import { examRoutes } from './features/exams/routes.js';
import { questionExchangeRoutes } from './features/question-exchange/routes.js';
import { questionRoutes } from './features/questions/routes.js';
import { rescoreJob } from './features/questions/rescore-job.js';
import { resultJobHandlers } from './features/results-generation/jobs.js';
import { resultsGenerationRoutes } from './features/results-generation/routes.js';
import { participationRoutes } from './features/participations/routes.js';
import { gradingRoutes } from './features/grading/routes.js';
import { teamRoutes } from './features/teams/routes.js';
import { participationFileRoutes } from './features/participation-files/routes.js';
import { resultRoutes } from './features/results/route.js';
import { evaluationRoutes } from './features/evaluations/routes.js';
import { ratingRoutes } from './features/ratings/route.js';
import { teacherRecommendationRoutes } from './features/teacher-recommendations/routes.js';
import { awardRoutes } from './features/awards/routes.js';
import { certificateRoutes } from './features/certificates/routes.js';
import { certificateGenerationRoutes } from './features/certificates/generate-routes.js';
import { certificateJob, GENERATE_CERTIFICATES } from './features/certificates/generate-job.js';
import { PrivateFileStore, privateFilesDir } from './files/private-store.js';
import { objectStoreFor } from './files/s3-object-store.js';
import { storageRoutes } from './features/storage/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { REPORT_JOB_KINDS, reportJob } from './features/reports/job.js';
import {
  SAVE_CERTIFICATES,
  SAVE_EDITION_DATA,
  saveCertificatesJob,
  saveEditionDataJob,
} from './features/storage/save-jobs.js';
import { startJobWorker } from './jobs/worker.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { RESOLVE_NOTIFICATION, resolveNotificationJob } from './features/notifications/resolve.js';
import { HtmlPdfRenderer } from './pdf/html-to-pdf.js';
import { startParticipationClosing } from './features/participations/closing-job.js';
import { benchBaselineRoutes } from './features/bench/baseline-route.js';
import { LocalFileStore } from './files/store.js';
import { fileRoutes } from './files/routes.js';
import { installAccess } from './http/access.js';
import { installProxyWarning } from './http/proxy-warning.js';
import { installServedBy } from './http/served-by.js';
import { sessionRoutes } from './auth/session-routes.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installEdgeValidation } from './http/validator.js';
import { AUTH_HEADERS, RESCORE_JOB_KIND } from './shared-rules.js';

export interface BuildAppOptions {
  config: Config;
  db: DbHandle;
  /** Fastify logger options; defaults from config (pretty in development on a TTY). */
  logger?: FastifyServerOptions['logger'];
}

export const EXPOSED_HEADERS = [...Object.values(AUTH_HEADERS), 'x-total-count', 'x-total-pages'];

function defaultLogger(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: [
      'req.headers["access-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["access-token"]',
    ],
  };
  if (config.nodeEnv !== 'production' && process.stdout.isTTY) {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}

export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? defaultLogger(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });

  if (config.sessionSecretIsDefault && config.nodeEnv === 'production') {
    app.log.warn('SESSION_SECRET is the development default: set a secret of your own in production');
  }

  // Bodies are JSON (application/json or application/vnd.api+json); anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    JSONAPI_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  let staticState: StaticState = { shellDist: undefined };
  installErrorHandling(app, (req, reply) => {
    if (wantsSpaFallback(req, staticState)) return sendSpaIndex(reply, staticState);
    const path = req.url.split('?')[0];
    return sendJsonApiError(reply, 404, [errorObject(404, `Not found: ${req.method} ${path}`)]);
  });

  // Every route declares who may call it and its params, query and body (api/src/http).
  installEdgeValidation(app);
  installAccess(app, db.db);
  installProxyWarning(app, config);
  installServedBy(app, config);
  await installSecurityHeaders(app, config);

  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowedOrigins.has(origin.replace(/\/+$/, ''))),
    credentials: true,
    exposedHeaders: EXPOSED_HEADERS,
    allowedHeaders: [
      'content-type',
      'accept',
      ...Object.values(AUTH_HEADERS),
      'edition',
      'x-token',
      'authorization',
    ],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });
  // Prometheus metrics (GET /api/metrics): registered before the routes, whose durations it measures.
  await metricsRoutes(app, {
    dbHandle: db,
    token: config.metricsToken,
    localOnly: config.nodeEnv === 'production',
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Olympiad platform API',
        version: '0.1.0',
        description: 'JSON:API over HTTP. Authenticated calls send access-token, uid and client headers.',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'access-token' },
          uid: { type: 'apiKey', in: 'header', name: 'uid' },
          client: { type: 'apiKey', in: 'header', name: 'client' },
        },
      },
      security: [{ accessToken: [], uid: [], client: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Identity: the built-in provider unless an external issuer is configured.
  let key: SigningKey | undefined;
  if (!config.oidc.externalIssuer) {
    key = await loadSigningKey(db.db);
    const provider = createProvider(config, db.db, key);
    await registerOidcRoutes(app, { provider, db: db.db, config });
  }
  const verifyIdToken = createIdTokenVerifier(config, key);
  const privateStore = new PrivateFileStore(privateFilesDir(config.files.dir));
  const mailDelivery = startMailDelivery(db.db, config, app.log, privateStore);
  if (mailDelivery) app.addHook('onClose', () => mailDelivery.stop());
  // Web Push of app notifications (issue 16): the VAPID keys configured, or made once and kept.
  const vapid = await loadVapidKeys(db.db, config.push);
  const pushDelivery = startPushDelivery(db.db, config.push, vapid, app.log);
  app.addHook('onClose', () => pushDelivery.stop());
  const participationClosing = startParticipationClosing(db.db, config.exams.closePollMs, app.log);
  app.addHook('onClose', () => participationClosing.stop());
  const fileStore = new LocalFileStore(config.files.dir, config.files.publicUrl);
  // Durable background jobs (DESIGN §8): this process's worker, for every kind of job the API runs.
  const pdfRenderer = new HtmlPdfRenderer();
  // Where "Gerenciar dados" saves: the S3 bucket when S3_BUCKET is set, else FILES_DIR/exports.
  const objectStore = objectStoreFor(config.objectStore.s3, config.files.dir);
  const reports = reportJob({ privateStore, publicUrl: config.publicUrl, secret: config.sessionSecret });
  const jobWorker = startJobWorker(
    db.db,
    {
      [GENERATE_CERTIFICATES]: certificateJob({
        store: privateStore,
        renderer: pdfRenderer,
        publicUrl: config.publicUrl,
      }),
      [SAVE_CERTIFICATES]: saveCertificatesJob({ privateStore, objectStore }),
      [SAVE_EDITION_DATA]: saveEditionDataJob({ objectStore }),
      [RESCORE_JOB_KIND]: rescoreJob,
      ...Object.fromEntries(REPORT_JOB_KINDS.map((kind) => [kind, reports])),
      ...resultJobHandlers,
      [RESOLVE_NOTIFICATION]: resolveNotificationJob,
    },
    { pollMs: config.jobs.pollMs, leaseMs: 60_000 },
    app.log,
  );
  app.decorate('jobWorker', jobWorker);
  app.addHook('onClose', async () => {
    await jobWorker.stop();
    await pdfRenderer.close();
    objectStore.close?.();
  });

  await app.register(
    async (api) => {
      // API answers of 1 KB or more are compressed (brotli at a fast level, or gzip); the small answers
      // of the exam's hot paths are sent as they are. Static files come pre-compressed from the build.
      await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
      api.addHook('onSend', async (req, reply, payload) => {
        const type = reply.getHeader('content-type');
        if (
          typeof type === 'string' &&
          type.startsWith('application/json') &&
          !req.url.startsWith('/api/docs') &&
          // A download (an exported questions.json) keeps its own type.
          !reply.getHeader('content-disposition')
        ) {
          reply.header('content-type', `${JSONAPI_MEDIA_TYPE}; charset=utf-8`);
        }
        return payload;
      });
      await signInRoutes(api, { db: db.db, config, verifyIdToken });
      await sessionRoutes(api, { db: db.db, config });
      await healthRoutes(api, { dbHandle: db });
      await userRoutes(api, { db: db.db });
      await editionRoutes(api, { db: db.db, config });
      await editionWriteRoutes(api, { db: db.db, config, store: fileStore });
      await coordinatorRoutes(api, { db: db.db, config });
      await referenceRoutes(api, { db: db.db });
      await supportRoutes(api, { db: db.db, config });
      await mailOutboxRoutes(api, { db: db.db, privateStore });
      await uploadRoutes(api, { store: fileStore });
      await userUpdateRoutes(api, { db: db.db, config });
      await studentRoutes(api, { db: db.db, config });
      await confirmationRoutes(api, { db: db.db });
      await unitRequestRoutes(api, { db: db.db });
      await postalCodeRoutes(api, { db: db.db, config });
      await examRoutes(api, { db: db.db, config, store: fileStore });
      await questionExchangeRoutes(api, { db: db.db, config, store: fileStore });
      await questionRoutes(api, { db: db.db, config });
      await participationRoutes(api, { db: db.db, config });
      await gradingRoutes(api, { db: db.db, config });
      await teamRoutes(api, { db: db.db, config });
      await participationFileRoutes(api, { db: db.db, config });
      await resultRoutes(api, { db: db.db, config });
      await evaluationRoutes(api, { db: db.db, config });
      await ratingRoutes(api, { db: db.db, config });
      await resultsGenerationRoutes(api, { db: db.db, config });
      await teacherRecommendationRoutes(api, { db: db.db, config });
      await awardRoutes(api, { db: db.db, config });
      await certificateRoutes(api, { db: db.db, config, store: privateStore });
      await certificateGenerationRoutes(api, { db: db.db, config });
      await storageRoutes(api, { db: db.db, config });
      await reportRoutes(api, { db: db.db, config, privateStore });
      await notificationRoutes(api, { db: db.db, config });
      await inboxRoutes(api, { db: db.db, vapid, pushServiceOrigins: config.push.extraOrigins });
      if (config.benchBaseline) await benchBaselineRoutes(api, { db: db.db });
    },
    { prefix: '/api' },
  );

  await appConfigRoutes(app, { config });
  await fileRoutes(app, { store: fileStore });
  staticState = await staticRoutes(app, { root: config.staticRoot, releasesDir: config.releasesDir });
  return app;
}
