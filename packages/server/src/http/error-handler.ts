import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  FST_PROTO_VIOLATION: [400, 'A form field may not be named after an object prototype property.'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field declared as JSON is not valid JSON.'],
  FST_MP_PREMATURE_CLOSE: [400, 'The request ended before the multipart body was complete.'],
};

/**
 * One error handler: known errors keep their status and message, database faults are 503 (or
 * 507) with Retry-After, and everything else is a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      if (error.headers) reply.headers(error.headers);
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

const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The request address is not valid percent-encoding.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A part of the request address is too long.'],
};

/**
 * Errors Fastify raises while routing (a path that is not valid percent-encoding, such as
 * `/api/faqs/%ff`, or a path segment too long) skip the error handler; Fastify's
 * `frameworkErrors` option sends them here so that they answer in the envelope too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (!known) request.log.error({ err: error }, 'unhandled framework error');
  const [status, message] = known ?? [500, 'Something went wrong on our side. Please try again later.'];
  reply.status(status).send(failure(message));
}

const clientErrors: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request address or headers are too long.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or an address
 * beyond `maxHeaderSize`, a malformed request line): they answer in the envelope too, instead
 * of Fastify's `{"error","message"}`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: import('node:net').Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message] = (error.code && clientErrors[error.code]) || [
    400,
    'Bad Request',
    'The request is malformed.',
  ];
  this.log.trace({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(message));
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
