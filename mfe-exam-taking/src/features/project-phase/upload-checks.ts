import {
  FILE_CAPS,
  MAX_FILE_BYTES,
  MAX_VIDEO_URLS_PER_UPLOAD,
  TEAM_MESSAGE_IDS as M,
  acceptedFileType,
  checkCsvShape,
  isValidVideoUrl,
  type CsvShape,
  type ProjectCategory,
} from 'shared-contracts';

/** Why an upload is not sent: a shared team/file message id and its arguments. */
export interface UploadProblem {
  id: string;
  values?: Record<string, string | number>;
  /** The file concerned, when one is. */
  file?: string;
}

/** The text of a chosen file (Blob.text where the platform has it, else a FileReader). */
export function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * The checks made before sending (spec 3 §5 "File upload"): something to send, the cap of files of
 * the category (2, 15 for in_group: 'Maximo de arquivos enviados!'), accepted formats, the size cap,
 * a txt that is not empty, the edition's CSV shape, and http(s) video URLs. Null when all is well.
 */
export async function uploadProblem({
  category,
  files,
  videoUrls,
  alreadySent,
  csvShape,
}: {
  category: ProjectCategory;
  files: readonly File[];
  videoUrls: readonly string[];
  /** Files of the category already sent. */
  alreadySent: number;
  csvShape: CsvShape | null;
}): Promise<UploadProblem | null> {
  if (files.length === 0 && videoUrls.length === 0) return { id: M.filesNothing };
  if (alreadySent + files.length > FILE_CAPS[category]) return { id: M.filesMax };
  if (videoUrls.length > MAX_VIDEO_URLS_PER_UPLOAD) return { id: M.filesVideoMax };
  const badUrl = videoUrls.find((url) => !isValidVideoUrl(url));
  if (badUrl !== undefined) return { id: M.videoUrl };
  for (const file of files) {
    const type = acceptedFileType(file.name);
    if (!type) return { id: M.filesType, file: file.name };
    if (file.size > MAX_FILE_BYTES) return { id: M.filesSize, file: file.name };
    if (type.extension === 'txt' && (await readText(file)).trim() === '')
      return { id: M.filesEmpty, file: file.name };
    if (type.extension === 'csv' && csvShape && !checkCsvShape(await readText(file), csvShape).ok)
      return {
        id: M.filesCsvShape,
        values: { rows: csvShape.rows, columns: csvShape.columns },
        file: file.name,
      };
  }
  return null;
}
