import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/** What a list shows while it loads. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

/** What a list shows when it has nothing, with a call to action. */
export function EmptyState({
  icon = 'sparkles',
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <div className="empty-state__icon">
        <Icon name={icon} size={24} />
      </div>
      <div className="empty-state__title">{title}</div>
      {children && <div className="empty-state__text">{children}</div>}
      {action}
    </div>
  );
}

/** A page's title row with its actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div style={{ flex: 1, minWidth: 0 }}>
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="row">{actions}</div>}
    </header>
  );
}

/** An inline error for a failed load, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  return (
    <div className="callout callout--danger" role="alert">
      <Icon name="alert" size={18} />
      <div style={{ flex: 1 }}>{(error as Error)?.message ?? String(error)}</div>
      {onRetry && (
        <button type="button" className="btn btn--sm" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
