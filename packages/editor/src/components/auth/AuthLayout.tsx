import type { ReactNode } from 'react';
import '../../styles/accounts.css';

/**
 * The frame of every signed-out screen (sign-in, setup, sign-up, password reset): the brand, a
 * title and subtitle, the form, and a footer line under the card.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  testId,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <main className="auth-shell" data-testid={testId}>
      <div className="auth-column">
        <div className="card auth-card">
          <div className="auth-card__brand">
            <img src="/favicon.svg" alt="" />
            <span>Weft</span>
          </div>
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </div>
        {footer && <div className="auth-footer">{footer}</div>}
      </div>
    </main>
  );
}
