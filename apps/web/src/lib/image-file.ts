import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@shop/contract';
import { i18n } from './i18n/i18n';

/**
 * The client's checks on an image before it is uploaded (the avatar, the try-on photo in the
 * settings and in the outfit builder): the same rules and texts everywhere. The server checks
 * the bytes again.
 */

export interface FileProblem {
  /** The toast title ('Неверный тип файла', 'Файл слишком большой'). */
  title: string;
  message: string;
}

/** The upload limit in the unit the texts use ('10 МБ'). */
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The file inputs' `accept`: the contract's types and extensions. */
export const IMAGE_FILE_ACCEPT = [
  ...UPLOAD_IMAGE_TYPES,
  ...UPLOAD_IMAGE_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

const ALLOWED_TYPES: ReadonlySet<string> = new Set([...UPLOAD_IMAGE_TYPES, 'image/jpg']);
const ALLOWED_EXTENSIONS: ReadonlySet<string> = new Set(UPLOAD_IMAGE_EXTENSIONS);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * An image ('Неверный тип файла' / 'Пожалуйста, выберите изображение'), one of the contract's
 * formats (jpeg, jpg, png, webp), at most UPLOAD_MAX_BYTES ('Файл слишком большой' /
 * 'Максимальный размер файла — 10 МБ'); null when the file may be sent.
 */
export function checkImageFile(file: File): FileProblem | null {
  const t = i18n.t;
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  const looksLikeImage = type ? type.startsWith('image/') : ALLOWED_EXTENSIONS.has(extension);
  if (!looksLikeImage) {
    return { title: t('upload.wrongTypeTitle'), message: t('upload.wrongTypeText') };
  }
  const allowed = type ? ALLOWED_TYPES.has(type) : ALLOWED_EXTENSIONS.has(extension);
  if (!allowed) {
    return { title: t('upload.wrongTypeTitle'), message: t('upload.formats') };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return {
      title: t('upload.tooLargeTitle'),
      message: t('upload.tooLargeText', { mb: UPLOAD_MAX_MB }),
    };
  }
  return null;
}

/** The first bytes of each format the server accepts (JPEG, PNG, WebP), as the server reads them. */
function hasImageSignature(bytes: Uint8Array): boolean {
  const at = (offset: number, ...expected: number[]) =>
    expected.every((byte, i) => bytes[offset + i] === byte);
  return (
    at(0, 0xff, 0xd8, 0xff) ||
    at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50))
  );
}

/** Whether the file's bytes are a JPEG, PNG or WebP picture, whatever its name and type say. */
export async function isImageFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return hasImageSignature(head);
}
