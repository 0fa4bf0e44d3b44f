/** Builds a multipart/form-data body for app.inject: text fields (arrays repeat) and files. */
export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

export function multipart(
  fields: Record<string, string | number | boolean | FilePart | ReadonlyArray<string | FilePart>>,
  boundary = `----grain${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text));
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'object') {
        push(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${item.filename}"\r\nContent-Type: ${item.contentType}\r\n\r\n`,
        );
        chunks.push(item.content);
        push('\r\n');
      } else {
        push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`);
      }
    }
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
