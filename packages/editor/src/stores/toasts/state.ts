/**
 * Toast notifications. Errors stay until closed; their details are cut
 * to 500 characters followed by '...'; an error is credential-caused when its message contains
 * 'Credentials for' and 'are not set'.
 */

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  /** Sanitised HTML allowed. */
  message?: string;
  /** Collapsible details (an error's message/stack), already truncated. */
  details?: string;
  /** Milliseconds before it closes by itself; 0 means it stays until closed. */
  duration: number;
  credentialCaused?: boolean;
}

/** Error details longer than this are cut. */
export const ERROR_DETAILS_LIMIT = 500;

/** Cuts text to the details limit, adding '...' when something was cut. */
export function truncateDetails(text: string, limit = ERROR_DETAILS_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** Whether an error message means a node's credentials are missing. */
export function isCredentialCaused(message: string | undefined): boolean {
  return !!message && message.includes('Credentials for') && message.includes('are not set');
}

export interface ToastState {
  toasts: Toast[];
  nextId: number;
}

export const initialToastState: ToastState = { toasts: [], nextId: 1 };

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

/** The toast already shown that equals this one (type, title, message, details), if any. */
export function shownToast(state: ToastState, input: ToastInput): Toast | undefined {
  return state.toasts.find(
    (t) =>
      t.type === input.type &&
      t.title === input.title &&
      (t.message ?? '') === (input.message ?? '') &&
      (t.details ?? '') === (input.details ?? ''),
  );
}

/**
 * Adds a toast. Errors default to staying open; the others close after 4 s. A toast equal to one
 * still shown (type, title, message, details) is not shown twice.
 */
export function addToast(state: ToastState, input: ToastInput): ToastState {
  if (shownToast(state, input)) return state;
  const duration = input.duration ?? (input.type === 'error' ? 0 : 4000);
  const toast: Toast = { ...input, id: state.nextId, duration };
  return { toasts: [...state.toasts, toast], nextId: state.nextId + 1 };
}

/** Removes one toast. */
export function removeToast(state: ToastState, id: number): ToastState {
  return { ...state, toasts: state.toasts.filter((t) => t.id !== id) };
}

/** Builds the toast for a failed action: title, message, the error's message as details. */
export function errorToast(error: unknown, title: string, message?: string): ToastInput {
  const err = error as { message?: string; serverStackTrace?: string } | undefined;
  const errorMessage = err?.message ?? String(error);
  return {
    type: 'error',
    title,
    message: message ?? errorMessage,
    details: message
      ? truncateDetails(errorMessage)
      : err?.serverStackTrace
        ? truncateDetails(err.serverStackTrace)
        : undefined,
    credentialCaused: isCredentialCaused(errorMessage),
  };
}
