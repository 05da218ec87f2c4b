import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FileStore } from '../../files/store.js';
import { CONTENT_TYPES, contentKey } from '../../files/store.js';
import { ApiError } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { IMAGE_LIMITS, MISSING_DETAIL, sizeDetail, sniffImage, TYPE_DETAIL } from './image-type.js';
import { multipartBody } from '../../http/route-schema.js';

export const UPLOAD_FIELD = 'attachment';
/** The largest accepted image (gif, 1MB) plus one byte, so an oversized file is seen as truncated. */
const MAX_FILE_BYTES = 1024 * 1024 + 1;

const fieldSource = { parameter: UPLOAD_FIELD };

async function readUpload(file: MultipartFile): Promise<{ bytes: Buffer; truncated: boolean }> {
  try {
    const bytes = await file.toBuffer();
    return { bytes, truncated: file.file.truncated };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) return { bytes: Buffer.alloc(0), truncated: true };
    throw new ApiError(400, 'Malformed multipart body');
  }
}

/**
 * POST /images/upload — a rich-text editor image (any signed-in user). Multipart with one file in
 * `attachment`; png, jpeg or gif by their magic bytes, up to 200KB (1MB for gif). Stored content-addressed.
 */
export async function uploadRoutes(app: FastifyInstance, { store }: { store: FileStore }) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });

    scope.post(
      '/images/upload',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['uploads'],
          summary:
            'Uploads an image (multipart/form-data, file field `attachment`): png or jpeg up to 200KB, gif up to 1MB. ' +
            'Answers {data:{type:"images", id, url, attributes:{url}}}',
          consumes: ['multipart/form-data'],
          body: multipartBody({ attachment: { type: 'string', format: 'binary' } }),
        },
      },
      async (req, reply) => {
        if (!req.isMultipart())
          throw new ApiError(415, 'Envie a imagem como multipart/form-data.', { header: 'content-type' });
        let file: MultipartFile | undefined;
        try {
          file = await req.file();
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 413) throw new ApiError(413, sizeDetail('gif'), fieldSource);
          throw new ApiError(400, 'Malformed multipart body');
        }
        if (!file || file.fieldname !== UPLOAD_FIELD) {
          file?.file.resume();
          throw new ApiError(422, MISSING_DETAIL, fieldSource);
        }
        const { bytes, truncated } = await readUpload(file);
        const kind = sniffImage(bytes);
        if (!kind) throw new ApiError(422, TYPE_DETAIL, fieldSource);
        if (truncated || bytes.length > IMAGE_LIMITS[kind])
          throw new ApiError(413, sizeDetail(kind), fieldSource);

        const key = contentKey(bytes, kind);
        const contentType = CONTENT_TYPES[kind] ?? 'application/octet-stream';
        const url = await store.put(key, bytes, contentType);
        const doc = toDocument({
          type: 'images',
          id: key,
          attributes: { url, content_type: contentType, size: bytes.length },
        });
        reply.code(201);
        return { ...doc, data: { ...doc.data, url } };
      },
    );
  });
}
