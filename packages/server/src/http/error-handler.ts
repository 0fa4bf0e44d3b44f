import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseFault } from '../db/faults.ts';
import { failure } from './envelope.ts';
import { HttpError } from './errors.ts';

const knownClientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The uploaded file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_FIELDS_LIMIT: [413, 'Too many fields in the upload.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart.'],
};

/**
 * One error handler: known errors keep their status and message, database faults are 503 (or
 * 507) with Retry-After, and everything else is a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message, error.errors));
    }
    const known = error.code ? knownClientErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send(failure(known[1]));
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure('The request body is not valid JSON.'));
    }
    const fault = databaseFault(error);
    if (fault) {
      request.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'database fault');
      if (fault.retryAfter) reply.header('retry-after', String(fault.retryAfter));
      return reply.status(fault.status).send(failure(fault.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure('The request could not be processed.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
