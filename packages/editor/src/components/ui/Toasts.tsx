import { useState } from 'react';
import { useToastStore } from '../../stores/toasts/store';
import type { Toast } from '../../stores/toasts/state';
import { sanitizeHtml } from '../../utils/sanitize';
import { Button } from './Button';
import { Icon } from './Icon';

function ToastView({ toast, onClose }: { toast: Toast; onClose(): void }) {
  const [open, setOpen] = useState(false);
  const icon =
    toast.type === 'success' ? 'check' : toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'info';
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <Icon
        name={icon}
        size={18}
        style={{ marginTop: 2, color: `var(--color-${toast.type === 'error' ? 'danger' : toast.type})`, flexShrink: 0 }}
      />
      <div className="toast__body">
        <div className="toast__title">{toast.title}</div>
        {toast.message && (
          <div className="toast__message" dangerouslySetInnerHTML={{ __html: sanitizeHtml(toast.message) }} />
        )}
        {toast.details && (
          <div className="toast__details">
            <button type="button" className="btn btn--link btn--sm" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide details' : 'Show details'}
            </button>
            {open && <pre>{toast.details}</pre>}
          </div>
        )}
      </div>
      <Button variant="ghost" size="sm" icon="close" aria-label="Close notification" onClick={onClose} />
    </div>
  );
}

/** The corner where toasts appear, newest last. */
export function Toasts() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toast-region" aria-live="polite">
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} onClose={() => dismiss(t.id)} />
      ))}
    </div>
  );
}
