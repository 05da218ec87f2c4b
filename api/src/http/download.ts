import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../features/participation-files/file-name.js';

/**
 * Sends a private file as a download: its type, `attachment` with its name, no caching, no sniffing, and a
 * sandbox so that a browser never runs what it holds.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; filename: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('content-length', String(file.bytes.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}
