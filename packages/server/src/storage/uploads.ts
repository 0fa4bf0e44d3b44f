import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKind } from '@grain/contract/fields';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import { decodesAs, formatName } from './image-decoding.ts';
import { removeIfPresent as removeTemporary, type Storage, writingToStorage } from './storage.ts';

export interface UploadedFile {
  field: string;
  kind: FileKind;
  tempPath: string;
  originalName: string;
  size: number;
  /** Set once the content has been checked. */
  extension?: string;
}

export interface RequestInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile[]>;
  /** Deletes temporary files that were not adopted into storage. */
  cleanup(): Promise<void>;
}

/** Accepted types, by their content (magic bytes), and the extension they are stored with. */
const acceptedTypes: Record<FileKind, Record<string, string>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' },
  video: {
    'video/mp4': 'mp4',
    'video/x-m4v': 'm4v',
    'video/webm': 'webm',
    'video/quicktime': 'mov',
    'video/ogg': 'ogv',
  },
};

const kindNames: Record<FileKind, string> = {
  image: 'an image (JPEG, PNG, WebP, GIF or AVIF)',
  video: 'a video (MP4, WebM, MOV or OGG)',
};

export interface UploadRules {
  /** Field name → the kind of file it accepts; other fields take no file. */
  kinds: Readonly<Record<string, FileKind>>;
  maxBytes: Record<FileKind, number>;
}

/** The size limit of each kind of file, from the configuration (MAX_IMAGE_MB, MAX_VIDEO_MB). */
export const sizeLimits = (config: { maxImageBytes: number; maxVideoBytes: number }): Record<FileKind, number> => ({
  image: config.maxImageBytes,
  video: config.maxVideoBytes,
});

const baseName = (name: string) => name.replace(/\[\]$/, '');

/** Reads a JSON or multipart body. Files stream to temporary files within their size limit. */
export async function readInput(request: FastifyRequest, storage: Storage, rules: UploadRules): Promise<RequestInput> {
  const files: Record<string, UploadedFile[]> = {};
  const cleanup = async () => {
    await Promise.all(
      Object.values(files)
        .flat()
        .map((file) => removeTemporary(file.tempPath)),
    );
  };
  if (!request.isMultipart()) {
    const body = request.body;
    const fields =
      body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
    return { fields, files, cleanup };
  }

  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      const name = baseName(part.fieldname);
      if (part.type === 'field') {
        const value = part.value;
        if (part.fieldname.endsWith('[]')) {
          fields[name] = [...((fields[name] as unknown[]) ?? []), value];
        } else {
          fields[name] = value;
        }
        continue;
      }
      const kind = Object.hasOwn(rules.kinds, name) ? rules.kinds[name] : undefined;
      if (!kind) {
        part.file.resume();
        continue;
      }
      const upload = await receiveFile(part.file, storage.newTempPath(), rules.maxBytes[kind], name, kind);
      if (upload.size === 0 && !part.filename) {
        // An empty file input in a browser form: no file chosen.
        await removeTemporary(upload.tempPath);
        continue;
      }
      files[name] = [...(files[name] ?? []), { ...upload, originalName: part.filename }];
    }
  } catch (error) {
    await cleanup();
    throw asMultipartFailure(error);
  }
  return { fields, files, cleanup };
}

/**
 * A failure while reading the parts is ours to report (an HttpError), a limit or premature
 * close that @fastify/multipart already gave a 4xx, or a file system error; any other comes
 * from busboy reading the client's bytes (no boundary, no closing boundary, a truncated part),
 * which busboy reports as plain errors without a code.
 */
export function asMultipartFailure(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode, syscall } = (error ?? {}) as { statusCode?: unknown; syscall?: unknown };
  if (statusCode !== undefined || syscall !== undefined) return error;
  return badRequest('The multipart body is malformed or incomplete.');
}

async function receiveFile(
  stream: NodeJS.ReadableStream,
  tempPath: string,
  maxBytes: number,
  field: string,
  kind: FileKind,
): Promise<Omit<UploadedFile, 'originalName'>> {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(tooLarge(field, maxBytes));
      else callback(null, chunk);
    },
  });
  try {
    await writingToStorage(() => pipeline(stream, counter, createWriteStream(tempPath)));
  } catch (error) {
    await removeTemporary(tempPath);
    if ((stream as NodeJS.ReadableStream & { truncated?: boolean }).truncated) throw tooLarge(field, maxBytes);
    throw error;
  }
  if ((stream as NodeJS.ReadableStream & { truncated?: boolean }).truncated) {
    await removeTemporary(tempPath);
    throw tooLarge(field, maxBytes);
  }
  return { field, kind, tempPath, size };
}

/** A size limit as people read it: "10 MB", or "512 KB" for limits under a megabyte. */
const readableSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const tooLarge = (field: string, maxBytes: number) =>
  payloadTooLarge(`The ${field.replace(/_/g, ' ')} may not be greater than ${readableSize(maxBytes)}.`);

const labelOf = (upload: UploadedFile) => upload.field.replace(/_/g, ' ');

/** The 415 of an image upload that sharp cannot read through as the format it claims. */
export const unreadableImage = (upload: UploadedFile, extension: string) =>
  unsupportedMediaType(`The ${labelOf(upload)} could not be read as ${formatName(extension)} image.`);

/**
 * Checks an upload by its content, not its name or declared type; returns the stored extension.
 * An image must also decode, as a whole, as the format its first bytes claim.
 */
export async function checkUploadType(upload: UploadedFile): Promise<string> {
  // Loaded with the first upload, not at start.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(upload.tempPath);
  const extension = detected ? acceptedTypes[upload.kind][detected.mime] : undefined;
  if (!extension) throw unsupportedMediaType(`The ${labelOf(upload)} must be ${kindNames[upload.kind]}.`);
  if (upload.kind === 'image' && !(await decodesAs(upload.tempPath, extension))) {
    throw unreadableImage(upload, extension);
  }
  upload.extension = extension;
  return extension;
}
