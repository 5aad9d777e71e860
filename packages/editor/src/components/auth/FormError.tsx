import { sanitizeHtml } from '../../utils/sanitize';
import { Icon } from '../ui/Icon';

/** The message of a failed call, with the network-error text for a server that cannot be reached. */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}

/** A server error shown inside a form, sanitised because servers may send markup. */
export function FormError({ error, testId = 'form-error' }: { error: unknown; testId?: string }) {
  if (!error) return null;
  return (
    <div className="callout callout--danger form-error" role="alert" data-testid={testId}>
      <Icon name="alert" size={16} />
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(errorMessage(error)) }} />
    </div>
  );
}
