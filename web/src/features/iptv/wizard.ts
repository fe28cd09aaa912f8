import { currentLanguage } from '../../i18n';
import { getToken } from '../../lib/session';
import { UploadRefusal, uploadRefusal } from '../../lib/uploadRefusal';
import type { M3uWizard_ImportFragment } from '../../gql/graphql';

/** Spec 01 §4: 1 choose a file, 2 upload, 3 parse, 4 store, 5 finished (or failed). */
export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** Where an import's latest progress puts the wizard: 'channels storing' current == total means done. */
export function stepOfImport(
  progress: Pick<M3uWizard_ImportFragment, 'state' | 'current' | 'total'>,
): WizardStep {
  switch (progress.state) {
    case 'QUEUED':
    case 'PARSING':
      return 3;
    case 'STORING':
      return progress.total != null && progress.current >= progress.total ? 5 : 4;
    default:
      return 5;
  }
}

/** An import still running: the wizard resumes on its step after a reload and re-subscribes. */
export function isRunning(progress: Pick<M3uWizard_ImportFragment, 'state'> | null | undefined): boolean {
  return progress?.state === 'QUEUED' || progress?.state === 'PARSING' || progress?.state === 'STORING';
}

export interface UploadRequest {
  providerId: string;
  file: File;
  username?: string;
  password?: string;
  onProgress: (loaded: number, total: number) => void;
}

/**
 * Uploads a playlist to `POST /files/iptv-providers/{id}/m3u` and answers the import's id. XMLHttpRequest, since
 * fetch reports no upload progress. The credentials go before the file field: the gateway reads them first.
 */
export function uploadM3u({
  providerId,
  file,
  username,
  password,
  onProgress,
}: UploadRequest): Promise<string> {
  const body = new FormData();
  if (username) body.append('username', username);
  if (password) body.append('password', password);
  body.append('m3u_list', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/files/iptv-providers/${encodeURIComponent(providerId)}/m3u`);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const importId = (xhr.response as { importId?: unknown } | null)?.importId;
      if (xhr.status >= 200 && xhr.status < 300 && typeof importId === 'string') resolve(importId);
      else reject(uploadRefusal(xhr.status, xhr.response));
    };
    xhr.onerror = () => reject(new UploadRefusal(0));
    xhr.send(body);
  });
}
