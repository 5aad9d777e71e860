/**
 * An error answered to an API caller as `{message, code, hint?, stack?}` with an HTTP status.
 * `code` is the HTTP status unless a specific one is set (e.g. 100 for a workflow version conflict).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { code?: number; hint?: string; meta?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): number {
    return this.options.code ?? this.status;
  }
}

/** 400: the request is malformed or a value is wrong. */
export const badRequest = (message: string, hint?: string) => new ApiError(400, message, { hint });
/** 401: no valid session or API key. */
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
/** 403: the caller's role does not allow this. */
export const forbidden = (message = 'You do not have permission to do this', hint?: string) =>
  new ApiError(403, message, { hint });
/** 404: the thing does not exist (or the caller may not know it exists). */
export const notFound = (message: string) => new ApiError(404, message);
/** 409: conflicts with the current state. */
export const conflict = (message: string, code?: number) => new ApiError(409, message, { code });
