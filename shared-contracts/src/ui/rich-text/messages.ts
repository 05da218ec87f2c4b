import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ImageProblem } from './image-upload';
import type { LimitNotice } from './text-limit';
import type { ToolbarActionId } from './toolbar-actions';

/** Messages of the rich-text editor (ids prefixed "examTaking."; translations in shared-contracts/lang). */
export const richTextMessages = defineMessages<{
  toolbar: Record<never, never>;
  withShortcut: { action: string; shortcut: string };
  placeholder: Record<never, never>;
  count: { count: number };
  countLimit: { count: number; limit: number };
}>({
  toolbar: { id: 'examTaking.richText.toolbar', defaultMessage: 'Formatação' },
  withShortcut: { id: 'examTaking.richText.withShortcut', defaultMessage: '{action} ({shortcut})' },
  placeholder: { id: 'examTaking.richText.placeholder', defaultMessage: 'Escreva sua resposta aqui…' },
  count: {
    id: 'examTaking.richText.count',
    defaultMessage: '{count, plural, =1 {# caractere} other {# caracteres}}',
  },
  countLimit: { id: 'examTaking.richText.countLimit', defaultMessage: '{count} de {limit} caracteres' },
});

/** The toolbar buttons' names, by action. */
export const toolbarActionMessages: Record<ToolbarActionId, MessageDescriptor> = defineMessages({
  bold: { id: 'examTaking.richText.bold', defaultMessage: 'Negrito' },
  italic: { id: 'examTaking.richText.italic', defaultMessage: 'Itálico' },
  underline: { id: 'examTaking.richText.underline', defaultMessage: 'Sublinhado' },
  bulletList: { id: 'examTaking.richText.bulletList', defaultMessage: 'Lista com marcadores' },
  orderedList: { id: 'examTaking.richText.orderedList', defaultMessage: 'Lista numerada' },
  undo: { id: 'examTaking.richText.undo', defaultMessage: 'Desfazer' },
  redo: { id: 'examTaking.richText.redo', defaultMessage: 'Refazer' },
});

/** The notices under the editor when a limit stops the text ({limit}). */
export const limitNoticeMessages: Record<LimitNotice, MessageDescriptor> = defineMessages({
  limit: { id: 'examTaking.richText.limitReached', defaultMessage: 'Limite de {limit} caracteres atingido.' },
  pasteCut: {
    id: 'examTaking.richText.pasteCut',
    defaultMessage: 'O texto colado foi cortado para caber no limite de {limit} caracteres.',
  },
  size: {
    id: 'examTaking.richText.tooLarge',
    defaultMessage: 'A resposta atingiu o tamanho máximo e não pode crescer mais.',
  },
});

/** The image button and its messages (the staff's editors only). */
export const imageMessages = defineMessages({
  insert: { id: 'examTaking.richText.insertImage', defaultMessage: 'Inserir imagem' },
  uploading: { id: 'examTaking.richText.imageUploading', defaultMessage: 'Enviando imagem…' },
  uploadFailed: {
    id: 'examTaking.richText.imageUploadFailed',
    defaultMessage: 'Não foi possível enviar a imagem. Tente novamente.',
  },
});

/** Why a chosen image was refused before sending it. */
export const imageProblemMessages: Record<ImageProblem, MessageDescriptor> = defineMessages({
  type: {
    id: 'examTaking.richText.imageType',
    defaultMessage: 'Escolha uma imagem PNG, JPEG ou GIF.',
  },
  size: {
    id: 'examTaking.richText.imageSize',
    defaultMessage: 'A imagem deve ter até 200KB.',
  },
  gifSize: {
    id: 'examTaking.richText.imageGifSize',
    defaultMessage: 'A imagem GIF deve ter até 1MB.',
  },
});
