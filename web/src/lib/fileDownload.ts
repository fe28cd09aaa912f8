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
 * Saves a file that needs the member's token. The gateway's file route takes the token only as an
 * `Authorization: Bearer` header (no cookie, no query token), so a plain link cannot work: fetch it with the
 * header, keep it as a blob, hand an object URL to a temporary `<a download>`, click it and revoke the URL.
 * Holding the whole file in memory is fine for the small exports this is used for.
 */
export async function downloadWithToken(
  url: string,
  filename: string,
  fallbackMessage: string,
): Promise<void> {
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
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
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
