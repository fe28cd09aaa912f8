import { fieldErrorsOf, type FieldErrors } from './errors';

/**
 * The gateway's refusal of a file upload (`/files/…`): status 0 when no answer came, else the HTTP status with the
 * localised message and per-field messages the gateway sent (`{message, extensions: {fieldErrors}}`), if any — a
 * proxy's own error page has neither.
 */
export class UploadRefusal extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly fieldErrors: Readonly<FieldErrors> = {},
  ) {
    super(serverMessage ?? `upload failed with HTTP ${status}`);
  }
}

/** The refusal an upload's error answer (already parsed as JSON, or null) stands for. */
export function uploadRefusal(status: number, answer: unknown): UploadRefusal {
  const { message, extensions } = (answer ?? {}) as {
    message?: unknown;
    extensions?: { fieldErrors?: unknown } | null;
  };
  return new UploadRefusal(
    status,
    typeof message === 'string' && message !== '' ? message : undefined,
    fieldErrorsOf(extensions?.fieldErrors),
  );
}
