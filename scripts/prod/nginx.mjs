// Runs Debian's nginx for the containerless production topology, as the current user and without the
// system service: the site template (deploy/nginx/olympiad.conf.template) rendered as envsubst would, inside
// a main configuration whose pid, logs and temporary files live in one folder (the prefix).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'olympiad.conf.template');
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** `nginx` on the PATH or in /usr/sbin (Debian's package), else undefined. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return undefined;
}

/**
 * envsubst's ${NAME} substitution for the names given (as the official nginx image renders templates);
 * a ${NAME} in upper case left without a value is an error, nginx's own $variables are left alone.
 */
export function renderTemplate(text, values) {
  const rendered = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for \${${name}}`);
    return String(values[name]);
  });
  return rendered;
}

/**
 * Writes `<prefix>/olympiad.conf` (the rendered site) and `<prefix>/nginx.conf` (the main configuration)
 * and returns the main configuration's path and whether brotli copies are served.
 */
export function writeNginxConfig({ prefix, listen, siteRoot, upstreams, cspExtraOrigins = '' }) {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = renderTemplate(readFileSync(SITE_TEMPLATE, 'utf8'), {
    LISTEN_PORT: listen,
    SITE_ROOT: siteRoot,
    API_UPSTREAM_SERVERS: upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
      .join(' '),
    CSP_EXTRA_ORIGINS: cspExtraOrigins,
  });
  const sitePath = path.join(prefix, 'olympiad.conf');
  writeFileSync(sitePath, site);
  // Debian packages brotli_static as a dynamic module (libnginx-mod-http-brotli-static); without it the
  // .gz copies are served.
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const tmp = (name) => `${name}_temp_path ${path.join(prefix, 'tmp', name)};`;
  const main = [
    brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    // Workers run as the user who starts nginx (root in CI, where the default `nobody` could not read the site).
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    `  access_log ${path.join(prefix, 'logs', 'access.log')};`,
    '  sendfile on;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n  ')}`,
    brotli ? '  brotli_static on;' : '',
    `  include ${sitePath};`,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, main);
  return { confPath, brotli };
}

/** Checks the configuration (`nginx -t`), then starts nginx in the foreground as a child process. */
export function startNginx(nginx, { prefix, confPath }) {
  const args = ['-p', prefix, '-c', confPath, '-e', path.join(prefix, 'logs', 'error.log')];
  const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}
