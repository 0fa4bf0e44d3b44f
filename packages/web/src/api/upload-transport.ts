/** How far an upload is: bytes sent of the total, as the browser reports them. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** The answer's headers as a Headers object (XHR gives them as one CRLF-separated string). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends a request with XMLHttpRequest, the one browser API that reports upload progress
 * everywhere (fetch with a streamed body does not), and answers with a fetch Response so the
 * API client reads it as any other. An aborted `signal` cancels the upload (AbortError).
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal?.aborted) return reject(abortError());
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value);
    request.withCredentials = init.credentials === 'include';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    const cancel = () => request.abort();
    init.signal?.addEventListener('abort', cancel, { once: true });
    const settle = () => init.signal?.removeEventListener('abort', cancel);
    request.onload = () => {
      settle();
      const headers = parseHeaders(request.getAllResponseHeaders());
      resolve(new Response(request.status === 204 ? null : request.responseText, { status: request.status, headers }));
    };
    request.onerror = () => {
      settle();
      reject(new TypeError('Network error'));
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
