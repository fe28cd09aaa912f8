import { currentLanguage } from '../../i18n';
import { getToken } from '../../lib/session';

/** The gateway's refusal of an upload, with its localised message when it sent one. */
export class ImageUploadError extends Error {
  constructor(
    message: string | undefined,
    readonly status: number,
  ) {
    super(message ?? `upload failed with HTTP ${status}`);
  }
}

/**
 * Adds an image to a post's image bag: `POST /files/blogs/{blog}/posts/{post}/images`, multipart field `image`,
 * streamed by the gateway to the backend, which checks the bytes, size and makes the variants.
 */
export async function uploadPostImage(blog: string, postId: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(
      `/files/blogs/${encodeURIComponent(blog)}/posts/${encodeURIComponent(postId)}/images`,
      {
        method: 'POST',
        headers,
        body,
        credentials: 'omit',
      },
    );
  } catch {
    throw new ImageUploadError(undefined, 0);
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new ImageUploadError(
    typeof answer?.message === 'string' ? answer.message : undefined,
    response.status,
  );
}
