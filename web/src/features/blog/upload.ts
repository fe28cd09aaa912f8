import { currentLanguage } from '../../i18n';
import { getToken } from '../../lib/session';
import { UploadRefusal, uploadRefusal } from '../../lib/uploadRefusal';

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
    throw new UploadRefusal(0);
  }
  if (response.ok) return;
  throw uploadRefusal(response.status, await response.json().catch(() => null));
}
