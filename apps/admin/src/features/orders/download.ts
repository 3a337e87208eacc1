import { buildPath } from '@club/contract';
import { buildUrl } from '@/lib/api';
import { toApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session';

/**
 * A file behind the operator's token (a CSV, a PDF, a logo): an `<a href>` sends no token, so it is fetched
 * and handed to the browser as a download under the name the server gave it.
 */
export async function downloadFile(
  path: string,
  params: Record<string, string>,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const token = sessionStore.getToken();
  const response = await fetch(buildUrl(buildPath(path, params), query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, payload, response.headers.get('Retry-After'));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
