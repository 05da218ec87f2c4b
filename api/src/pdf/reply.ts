import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF as a download named `fileName` (a plain ASCII name such as 'certificado.pdf'), never
 * cached: the documents are the caller's own.
 */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
