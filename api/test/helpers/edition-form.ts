import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { multipart, PNG_BYTES, type Part } from './project-phase.js';

const day = 24 * 60 * 60 * 1000;
/** An instant `days` from now (ISO). */
export const daysAhead = (days: number) => new Date(Date.now() + days * day).toISOString();

/** A complete, valid form (dates ahead of today). */
export function formAttributes(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    description: 'OBIA Teste 2027',
    start_registration: daysAhead(10),
    end_registration: daysAhead(40),
    results_due: daysAhead(80),
    time_zone: 'America/Sao_Paulo',
    country_ids: ['1', '2'],
    coordinators_emails: ['coordenador@olimpiada.dev'],
    phases: [
      { phase: 1, categories: ['regular', 'opened'] },
      { phase: 2, categories: ['in_group'], additional_data: { member_limit: 4 } },
    ],
    achievements: [
      { name: 'Ouro', min_score: 8, max_score: 10 },
      { name: 'Prata', min_score: 5, max_score: 7.9 },
    ],
    videos: [{ description: 'Abertura', url: 'https://video.example/abertura' }],
    ...overrides,
  };
}

export const CERTIFICATE_TEMPLATE = Buffer.from(
  '<html><body><h1><%= name %></h1><p><%= edition %> — <%= achievement %></p><p><%= date %></p></body></html>',
);
export const GOLD_TEMPLATE = Buffer.from(
  '<html><body><h1>Ouro: <%= name %></h1><%= qr_code %></body></html>',
);
export { PNG_BYTES };

export interface FormFiles {
  logo?: { filename: string; bytes: Buffer };
  certificate?: { filename: string; bytes: Buffer };
  achievements?: Record<number, { filename: string; bytes: Buffer }>;
  relationships?: unknown;
}

/** The edition form as the screens send it (multipart, EDITION_MULTIPART's part names). */
export function editionForm(attributes: Record<string, unknown>, files: FormFiles = {}) {
  const parts: Part[] = [
    { field: 'data[type]', value: 'editions' },
    { field: 'data[attributes]', value: JSON.stringify(attributes) },
  ];
  if (files.relationships !== undefined)
    parts.push({ field: 'data[relationships]', value: JSON.stringify(files.relationships) });
  if (files.logo) parts.push({ field: 'logo', ...files.logo, contentType: 'image/png' });
  if (files.certificate)
    parts.push({ field: 'certificate_template', ...files.certificate, contentType: 'text/html' });
  for (const [i, f] of Object.entries(files.achievements ?? {}))
    parts.push({ field: `achievement_templates[${i}]`, ...f, contentType: 'text/html' });
  return multipart(parts);
}

/** POST /api/editions or PATCH /api/editions/{id} with the form. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  attributes: Record<string, unknown>,
  files: FormFiles = {},
) {
  const body = editionForm(attributes, files);
  return app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Today in the zone, as the date rules show it. */
export const todayIn = (zone: string) => DateTime.now().setZone(zone).toFormat('dd/MM/yyyy');
