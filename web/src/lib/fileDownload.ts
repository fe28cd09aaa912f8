import { currentLanguage } from '../i18n';
import { getToken } from './session';

/** The server's `{message}` of a failed file request, if it sent one. */
async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const json = (await response.json()) as { message?: unknown };
    return typeof json.message === 'string' && json.message !== '' ? json.message : undefined;
  } catch {
    return undefined;
  }
}

export class FileDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Fetches a file that needs the member's token. The gateway's file route takes the token only as an
 * `Authorization: Bearer` header (no cookie, no query token), so neither a plain link nor an `<img>` can: fetch
 * it with the header and keep it as a blob. A failure is a FileDownloadError with the server's message.
 */
export async function fetchWithToken(url: string, fallbackMessage: string): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'omit' });
  } catch {
    throw new FileDownloadError(fallbackMessage, 0);
  }
  if (!response.ok) {
    throw new FileDownloadError((await messageOf(response)) ?? fallbackMessage, response.status);
  }
  return response;
}

/** The file name a Content-Disposition gives (RFC 6266: `filename*` before `filename`), or null. */
function attachmentName(header: string | null): string | null {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * Saves a file that needs the member's token (fetchWithToken) under the name the server gives it (else
 * `filename`): hands an object URL of it to a temporary `<a download>`, clicks it and revokes the URL. Holding the
 * whole file in memory is fine for the small exports this is used for.
 */
export async function downloadWithToken(
  url: string,
  filename: string,
  fallbackMessage: string,
): Promise<void> {
  const response = await fetchWithToken(url, fallbackMessage);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = attachmentName(response.headers.get('content-disposition')) ?? filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Let the browser pick the URL up before it goes away.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  }
}
