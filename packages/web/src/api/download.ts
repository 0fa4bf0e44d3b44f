import { ApiError, storedToken } from './client.ts';

/**
 * Downloads a file of the API that needs the admin's token, which a plain link cannot carry
 * (an export, an original upload): the file is fetched, then saved through an object URL under
 * the name the server gives it (`Content-Disposition`), else `fallbackName`.
 */
export async function downloadWithToken(
  path: string,
  fallbackName: string,
  failure = 'The export failed',
): Promise<void> {
  const token = storedToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) throw new ApiError(response.status, `${failure} (status ${response.status}).`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = (encoded ? safeDecode(encoded) : null) ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
