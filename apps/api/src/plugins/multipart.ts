import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { DECODE_SLOTS } from '../lib/images';
import { createSemaphore } from '../lib/semaphore';
import { assertNoControlCharacters } from './input-hygiene';

const MAX_MB = Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024));
/** The most pictures one form may carry (an item's gallery); each file is still at most 10 MB. */
export const MAX_FILES_PER_FORM = 10;
const MAX_FIELDS = 40;
/**
 * Requests whose files are in memory at once, across the process: twice the images decoded at
 * once, so one is read while another is decoded or stored. The others wait with their files on
 * disk: 100 shoppers sending 7 MB photos at the same moment held 660 MB of request bodies here,
 * and the allocator kept most of that memory long after they were gone.
 */
export const UPLOADS_IN_MEMORY = 2 * DECODE_SLOTS;

export type MultipartForm = {
  files: Buffer[];
  /** Each text field's value (the last one when a field is repeated). */
  fields: Record<string, string>;
  /** Every value of each text field, in order (repeated fields such as several links). */
  lists: Record<string, string[]>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The one file of an upload in `field` (default "file"); other parts are refused or drained. */
    uploadedFile(field?: string): Promise<Buffer>;
    /** A form with text fields and up to `maxFiles` files in `fileField` (repeated). */
    multipartForm(options: { fileField: string; maxFiles?: number }): Promise<MultipartForm>;
  }
}

/** The multipart parser's own errors, turned into the contract's codes with a clear message. */
function multipartError(error: unknown, fileField: string): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${MAX_MB} MB`);
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', 400, `Too many files in the field "${fileField}"`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('VALIDATION_FAILED', 400, 'Too many form fields');
    default:
      return new AppError('VALIDATION_FAILED', 400, 'The multipart body is malformed');
  }
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: [{ path, message }] });

/**
 * Turns to hold a request's files in memory, `UPLOADS_IN_MEMORY` at once across the process. A
 * turn ends with the response, as the files stay referenced until the handler is done. The
 * response's 'close' comes both after it was sent and when the client went away first.
 */
function memoryTurns(app: FastifyInstance) {
  const inMemory = createSemaphore(UPLOADS_IN_MEMORY);
  const turns = new WeakMap<FastifyRequest, { release?: () => void; over: boolean }>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const turn = { over: false } as { release?: () => void; over: boolean };
    turns.set(request, turn);
    reply.raw.once('close', () => {
      turn.over = true;
      turn.release?.();
    });
  });
  /** Waits for the request's turn to hold its files in memory (taken once per request). */
  return async function takeTurn(request: FastifyRequest) {
    const turn = turns.get(request);
    if (!turn || turn.release) return;
    turn.release = await inMemory.acquire();
    if (!turn.over) return;
    // The client left while it waited: nobody would hear the outcome.
    turn.release();
    throw new AppError('VALIDATION_FAILED', 400, 'The upload was abandoned before its turn');
  };
}

/** What a form's parts left so far; the spooled files are removed whatever happens next. */
type ReceivedParts = { form: MultipartForm; otherFileFields: Set<string>; spooled: string[] };

/**
 * Reads the parts: text fields into the form, each file of `fileField` written to a file in
 * `incoming`, files of other fields drained.
 */
async function receiveParts(
  request: FastifyRequest,
  incoming: string,
  { fileField, maxFiles }: { fileField: string; maxFiles: number },
  { form, otherFileFields, spooled }: ReceivedParts,
) {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') {
        assertNoControlCharacters(part.value, part.fieldname);
        form.fields[part.fieldname] = part.value;
        (form.lists[part.fieldname] ??= []).push(part.value);
      }
      continue;
    }
    if (part.fieldname !== fileField) {
      otherFileFields.add(part.fieldname);
      part.file.resume(); // drained, never kept
      continue;
    }
    if (spooled.length >= maxFiles) {
      part.file.resume();
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        maxFiles === 1
          ? `Send one file only, in the field "${fileField}"`
          : `At most ${maxFiles} files in the field "${fileField}"`,
      );
    }
    const file = path.join(incoming, `${randomUUID()}.tmp`);
    spooled.push(file);
    await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
    if (part.file.truncated)
      throw new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${MAX_MB} MB`);
  }
}

/**
 * Multipart bodies for every upload route, with the shop's limits. The client's file names and
 * Content-Types are never kept: the media module decides from the bytes.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    // Each file is written here as it arrives (a slow client holds no memory and no turn), then
    // read back when its request's turn comes; its own folder, so no other process sweeps it.
    const incoming = await mkdtemp(path.join(os.tmpdir(), 'shop-incoming-'));
    app.addHook('onClose', () => rm(incoming, { recursive: true, force: true }));
    const takeTurn = memoryTurns(app);

    await app.register(fastifyMultipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: MAX_FILES_PER_FORM,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + MAX_FILES_PER_FORM,
      },
    });

    async function multipartForm(
      this: FastifyRequest,
      { fileField, maxFiles = 1 }: { fileField: string; maxFiles?: number },
    ): Promise<MultipartForm> {
      if (!this.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          415,
          `Send the form as multipart/form-data with the files in the field "${fileField}"`,
        );
      }
      const form: MultipartForm = { files: [], fields: {}, lists: {} };
      const otherFileFields = new Set<string>();
      const spooled: string[] = [];
      try {
        await receiveParts(
          this,
          incoming,
          { fileField, maxFiles },
          { form, otherFileFields, spooled },
        );
        if (spooled.length) await takeTurn(this);
        form.files = await Promise.all(spooled.map((file) => readFile(file)));
      } catch (error) {
        throw multipartError(error, fileField);
      } finally {
        await Promise.all(spooled.map((file) => rm(file, { force: true })));
      }
      if (!form.files.length && otherFileFields.size) {
        const [other] = otherFileFields;
        throw fieldError(
          fileField,
          `The file must be sent in the field "${fileField}", not "${other}"`,
        );
      }
      return form;
    }

    app.decorateRequest('multipartForm', multipartForm);
    app.decorateRequest('uploadedFile', async function (this: FastifyRequest, field = 'file') {
      const { files } = await multipartForm.call(this, { fileField: field, maxFiles: 1 });
      if (!files[0]) throw fieldError(field, `No file: send the image in the field "${field}"`);
      return files[0];
    });
  },
  { name: 'multipart', dependencies: ['errors'] },
);
