# syntax=docker/dockerfile:1
# The static image: the shell and the four remotes (pre-compressed .gz/.br next to each asset) and the
# project registries, served by nginx with the site config of deploy/nginx/olympiad.conf.template, which
# the nginx image renders with envsubst at start (/etc/nginx/templates -> /etc/nginx/conf.d).
# `docker build -f deploy/docker/static.Dockerfile -t olympiad/static .` from the repository root.
# The same folder (scripts/site-bundle.mjs's output) can go to a CDN instead: see docs/scaling.md.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG PNPM_VERSION=10

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
ENV CI=true
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm -r --workspace-concurrency=1 --filter '!e2e' --filter '!api' --filter '!bench' run build \
 && node scripts/site-bundle.mjs --out /site

FROM ${NGINX_IMAGE} AS runtime
# nginx-unprivileged runs as uid 101 and listens on 8080; the API processes are reached through
# API_UPSTREAM_SERVERS (Compose: the `api` service's replicas; Kubernetes: the API Service).
ENV LISTEN_PORT=8080 \
    SITE_ROOT=/usr/share/nginx/site \
    API_UPSTREAM_SERVERS="server api:8080;" \
    CSP_EXTRA_ORIGINS=""
USER root
# Only the olympiad's site: the image's default server would answer on the same port.
RUN rm -f /etc/nginx/conf.d/default.conf
COPY --from=build /site /usr/share/nginx/site
COPY --from=build /src/deploy/nginx/olympiad.conf.template /etc/nginx/templates/olympiad.conf.template
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/projects/36.json"]
