export type ImageKind = 'png' | 'jpg' | 'gif';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type from its magic bytes (never the declared content type or the file name). */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return undefined;
}

/** Spec 2 §5: up to 200KB for png and jpeg, 1MB for gif. */
export const IMAGE_LIMITS: Readonly<Record<ImageKind, number>> = {
  png: 200 * 1024,
  jpg: 200 * 1024,
  gif: 1024 * 1024,
};

export const TYPE_DETAIL = 'Apenas imagens PNG, JPEG ou GIF são aceitas.';
export const sizeDetail = (kind: ImageKind) =>
  kind === 'gif' ? 'A imagem GIF deve ter até 1MB.' : 'A imagem deve ter até 200KB.';
export const MISSING_DETAIL = 'Envie uma imagem no campo attachment.';
