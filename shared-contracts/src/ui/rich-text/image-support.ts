import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { altFromFileName, IMAGE_ACCEPT, imageProblem, uploadErrorDetail, uploadImage } from './image-upload';

/**
 * What image insertion needs (the staff's editors only): the image extension (block images with an
 * http(s) or relative src and alt text; no data: URLs) and the upload rules. Loaded with the editor only by
 * screens that ask for images, so the students' answer editor does not carry them.
 */
export interface ImageSupport {
  extension: AnyExtension;
  accept: string;
  problem: typeof imageProblem;
  upload: typeof uploadImage;
  alt: typeof altFromFileName;
  errorDetail: typeof uploadErrorDetail;
}

export const imageSupport: ImageSupport = {
  extension: Image.configure({ inline: false, allowBase64: false }),
  accept: IMAGE_ACCEPT,
  problem: imageProblem,
  upload: uploadImage,
  alt: altFromFileName,
  errorDetail: uploadErrorDetail,
};
