import type { FoundPackage } from '../api/community-packages';
import type { CommunitySearch } from '../components/community-nodes/use-community-search';
import { Icon } from '../components/ui/Icon';
import { t } from '../i18n';

/** Weekly downloads in short form: 950, 12.3k, 1.2M. */
function shortCount(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (n >= 1_000) return `${(n / 1_000).toFixed(1).replace(/\.0$/, '')}k`;
  return String(n);
}

/**
 * "More from the community": npm packages with the community keyword matching the creator's
 * search, each with its version, description and (when installed) a badge. Choosing one calls
 * `onChoose` (the creator asks to confirm the install, or shows the nodes of an installed one).
 */
export function CommunitySection({
  search,
  query,
  onChoose,
}: {
  search: CommunitySearch;
  query: string;
  onChoose(pkg: FoundPackage): void;
}) {
  if (search.status === 'idle') return null;
  return (
    <li className="creator-community" data-testid="creator-community" role="presentation">
      <div className="creator-community__heading" role="heading" aria-level={3}>
        <span>{t('communitySearch.section')}</span>
        {search.status === 'loading' ? <span className="spinner" aria-label={t('communitySearch.searching')} /> : null}
      </div>
      {search.status === 'error' ? (
        <p className="creator-community__note" role="alert">
          {search.message}
        </p>
      ) : null}
      {search.status === 'done' && search.packages.length === 0 ? (
        <p className="creator-community__note">{t('communitySearch.none', { q: query.trim() })}</p>
      ) : null}
      {search.status === 'done' && search.packages.length > 0 ? (
        <ul className="creator-community__list" aria-label={t('communitySearch.section')}>
          {search.packages.map((pkg) => (
            <li key={pkg.name}>
              <button
                type="button"
                className="creator-item creator-community__item"
                onClick={() => onChoose(pkg)}
                data-testid="creator-community-item"
                data-package={pkg.name}
              >
                <span className="creator-item__icon creator-item__icon--cat">
                  <Icon name="box" size={16} />
                </span>
                <span className="creator-item__text">
                  <span className="creator-community__title">
                    <span className="creator-item__name creator-community__name" title={pkg.name}>
                      {pkg.name}
                    </span>
                    {pkg.installed ? (
                      <span className="badge badge--success">{t('communitySearch.installed')}</span>
                    ) : null}
                  </span>
                  {pkg.description ? (
                    <span className="creator-item__desc" title={pkg.description}>
                      {pkg.description}
                    </span>
                  ) : null}
                  <span className="creator-community__meta">
                    {[
                      `v${pkg.installedVersion ?? pkg.version}`,
                      pkg.author ? t('communitySearch.by', { author: pkg.author }) : '',
                      pkg.weeklyDownloads
                        ? t('communitySearch.weekly', { count: shortCount(pkg.weeklyDownloads) })
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {search.status === 'done' && search.total > search.packages.length ? (
        <p className="creator-community__note" data-testid="creator-community-more">
          {t('communitySearch.more', { shown: search.packages.length, total: search.total })}
        </p>
      ) : null}
    </li>
  );
}
