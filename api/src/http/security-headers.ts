import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { LOGOUT_SCRIPT } from '../idp/logout-page.js';

const unique = (values: string[]) => [...new Set(values)];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Security headers on every answer (the app, the API, the identity provider's pages):
 * - a CSP that runs no inline script (the one exception is the provider's logout auto-submit, allowed
 *   by its hash) and lets no one frame the site (`frame-ancestors 'none'`, plus X-Frame-Options);
 * - styles may be inline: the UI library writes its CSS at run time (Emotion);
 * - nosniff, a strict Referrer-Policy, and HSTS when the public URL is https.
 * The identity provider's origin is allowed for the shell's calls to it (an external one, or the built-in one
 * when the site is opened on a project's host name), and the provider's sign-in form may lead back to every
 * project host (the browser checks form-action on the redirects after the form too).
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const projectOrigins = config.projectHosts.map((h) => h.origin);
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", sha256(LOGOUT_SCRIPT)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: unique(["'self'", issuerOrigin]),
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: unique(["'self'", issuerOrigin, ...projectOrigins]),
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
