import { errorsOf, sendForm } from '../../client/api-client';

/** The multipart field POST /images/upload reads the file from (spec 2 §7). */
export const IMAGE_UPLOAD_FIELD = 'attachment';

/** Spec 2 §5, as the API counts them: png and jpeg up to 200KB, gif up to 1MB. */
export const IMAGE_MAX_BYTES = { image: 200 * 1024, gif: 1024 * 1024 } as const;

/** What the file picker offers (the check below decides). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif';

const TYPES: Record<string, 'image' | 'gif'> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'gif',
};
const EXTENSIONS: Record<string, 'image' | 'gif'> = { png: 'image', jpg: 'image', jpeg: 'image', gif: 'gif' };

/** Why a chosen file is refused before anything is sent. */
export type ImageProblem = 'type' | 'size' | 'gifSize';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Whether the editor may send the file: png, jpeg or gif (by its type, or by its name when the browser
 * gives no type) within its size limit. The API checks the bytes again.
 */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  const kind = file.type ? TYPES[file.type.toLowerCase()] : EXTENSIONS[extensionOf(file.name)];
  if (!kind) return 'type';
  if (file.size > IMAGE_MAX_BYTES[kind]) return kind === 'gif' ? 'gifSize' : 'size';
  return null;
}

/** The image's alternative text from its file name ("grafico_de-barras.png" → "grafico de barras"). */
export function altFromFileName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base || name;
}

/** POST /images/upload (multipart, file in `attachment`); the stored image's public URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_FIELD, file, file.name);
  const doc = await sendForm<{ data?: { url?: string; attributes?: { url?: string } } } | null>(
    'post',
    'images/upload',
    body,
  );
  const url = doc?.data?.url ?? doc?.data?.attributes?.url;
  if (!url) throw new Error('The upload answer has no data.url');
  return url;
}

/** The API's explanation of a failed upload (its detail, in the screen's language), if it gave one. */
export async function uploadErrorDetail(error: unknown): Promise<string | undefined> {
  const [first] = await errorsOf(error);
  return first?.detail ?? undefined;
}
