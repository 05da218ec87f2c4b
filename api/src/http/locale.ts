import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared-rules.js';

/** The request's language from Accept-Language (pt-BR, es or pt-PT; pt-BR when none matches). */
export function requestLocale(req: FastifyRequest): Locale {
  const header = req.headers['accept-language'];
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isLocale(tag)) return tag;
    if (/^es\b/i.test(tag)) return 'es';
    if (/^pt-pt$/i.test(tag)) return 'pt-PT';
    if (/^pt\b/i.test(tag)) return 'pt-BR';
  }
  return DEFAULT_LOCALE;
}
