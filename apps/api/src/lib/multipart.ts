import { ERROR_CODES } from '@club/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const tooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is too large.');

/**
 * The one file of a multipart/form-data upload, read whole, or an error: 413 when it is not provably
 * within `maxBytes`, 422 when the request holds no file in `field`, another field or a second file.
 * The parser is allowed one byte more than the limit, so a file of exactly the limit passes and any larger
 * one is seen as larger, wherever the network cut the body into chunks (a limit of exactly `maxBytes`
 * lets a cut file through as a whole one when a chunk ends on it).
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  return (await readSingleUpload(request, field, maxBytes)).bytes;
}

/** readSingleFile, with the file name the client gave (shown back to it; never a storage key). */
export async function readSingleUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw AppError.validation({ [field]: [`Send the ${field} as multipart/form-data.`] });
  }
  const declared = Number(request.headers['content-length']);
  // the form's own boundaries and headers take a few hundred bytes: anything far above the file's limit
  // is refused before a byte of it is read
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) throw tooLarge();
  let file: Buffer | null = null;
  let filename = '';
  const parts = request.parts({ limits: { fileSize: maxBytes + 1, files: 2, fields: 4, parts: 4 } });
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== field || file !== null) {
      if (part.type === 'file') part.file.resume();
      throw AppError.validation({ [field]: [`Send one ${field} only, in the field named ${field}.`] });
    }
    filename = part.filename;
    try {
      file = await part.toBuffer();
    } catch (error) {
      // the parser's own refusal once the file passed maxBytes + 1
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated || file.length > maxBytes) throw tooLarge();
  }
  if (file === null) throw AppError.validation({ [field]: [`The ${field} is required.`] });
  return { bytes: file, filename };
}
