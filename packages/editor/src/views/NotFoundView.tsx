import { Link } from 'react-router';
import { t } from '../i18n';

/** Shown for every address that matches no route. */
export default function NotFoundView() {
  return (
    <div className="page" data-testid="not-found" style={{ display: 'grid', placeItems: 'center', minHeight: '70vh' }}>
      <div className="stack" style={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <div style={{ fontSize: 64, fontWeight: 700, color: 'var(--color-primary)', lineHeight: 1 }}>404</div>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.message')}</p>
        <Link className="btn btn--primary" to="/home/workflows">
          {t('notFound.action')}
        </Link>
      </div>
    </div>
  );
}
