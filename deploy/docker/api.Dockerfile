# syntax=docker/dockerfile:1
# The API image: `docker build -f deploy/docker/api.Dockerfile -t olympiad/api .` from the repository root.
# Stage 1 installs the workspace from the lockfile and bundles the API (api/scripts/build.mjs: npm packages
# stay external, shared-contracts is compiled in); stage 2 keeps only the API's production dependencies
# (`pnpm deploy --prod`); stage 3 is the runtime, as a non-root user, with Debian's Chromium for the
# certificate templates rendered as HTML (api/src/pdf/html-to-pdf.ts).
# The same image runs the migrate command once per release (`node dist/cli/migrate.js`: Compose's
# `migrate` service, the Kubernetes Job) and the API processes, started with MIGRATE_ON_START=false.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
ENV CI=true
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /src
# The lockfile first: `pnpm fetch` fills the store from it alone, so that layer is rebuilt only when the
# lockfile changes; the install after the sources are copied then needs no network.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter api... \
 && pnpm --filter api run build \
 && pnpm --filter api deploy --prod --legacy /out \
 && rm -rf /out/dist && cp -r api/dist /out/dist

FROM ${NODE_IMAGE} AS runtime
ARG WITH_CHROMIUM=true
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
      && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    TRUST_PROXY=true \
    SEED_DEMO=false \
    MIGRATE_ON_START=false \
    FILES_DIR=/var/lib/olympiad/files \
    CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=build --chown=root:root /out /app
# The node image's unprivileged user (uid 1000); only the files folder is writable.
RUN mkdir -p /var/lib/olympiad/files && chown -R node:node /var/lib/olympiad
USER node
EXPOSE 8080
# Liveness: /api/health answers without database work (api/src/features/health/routes.ts).
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
