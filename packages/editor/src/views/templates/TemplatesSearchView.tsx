import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TemplateCard } from '../../components/templates/TemplateCard';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, Loading, LoadError, PageHeader } from '../../components/ui/States';
import { queryKey, type TemplateQuery } from '../../stores/templates/state';
import { useTemplatesStore } from '../../stores/templates/store';
import { toast } from '../../stores/toasts/store';
import '../../styles/templates.css';

/** Milliseconds of typing quiet before a search runs. */
const SEARCH_DEBOUNCE_MS = 400;

/** Browse and search the templates library, with infinite paging. */
export default function TemplatesSearchView() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const categories = useMemo(() => (params.get('categories') ?? '').split(',').filter(Boolean), [params]);
  const query: TemplateQuery = useMemo(() => ({ search, categories }), [search, categories]);
  const [input, setInput] = useState(search);
  const [state, setState] = useState<'loading' | 'ready' | 'unreachable' | 'failed'>('loading');
  const [error, setError] = useState<unknown>(null);
  const store = useTemplatesStore();
  const sentinel = useRef<HTMLDivElement>(null);
  const result = store.workflowSearches[queryKey(query)];
  const collections = (store.collectionSearches[queryKey(query)]?.collectionIds ?? [])
    .map((id) => store.collections[id]!)
    .filter(Boolean);

  useEffect(() => {
    const s = useTemplatesStore.getState();
    s.startSession();
    void s.checkHealth().then((ok) => {
      if (!ok) return setState('unreachable');
      return s.loadCategories().catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    let stale = false;
    const s = useTemplatesStore.getState();
    if (!s.workflowSearches[queryKey(query)]) setState((st) => (st === 'unreachable' ? st : 'loading'));
    Promise.all([s.searchWorkflows(query), s.searchCollections(query)])
      .then(() => !stale && setState('ready'))
      .catch((e: unknown) => {
        if (stale) return;
        setError(e);
        setState((st) => (st === 'unreachable' ? st : 'failed'));
      });
    return () => {
      stale = true;
    };
  }, [query]);

  useEffect(() => {
    if (input === search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (input.trim()) next.set('search', input.trim());
      else next.delete('search');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search, params, setParams]);

  // Infinite paging: load the next page when the end of the grid comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || state !== 'ready') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        const s = useTemplatesStore.getState();
        const r = s.workflowSearches[queryKey(query)];
        if (r && !r.loadingMore && r.workflowIds.length < r.totalWorkflows) {
          s.loadMore(query).catch((e: unknown) => toast.error(e, 'Could not load more templates'));
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [query, state, result?.workflowIds.length]);

  const toggleCategory = (id: string) => {
    const next = new URLSearchParams(params);
    const list = categories.includes(id) ? categories.filter((c) => c !== id) : [...categories, id];
    if (list.length) next.set('categories', list.join(','));
    else next.delete('categories');
    setParams(next, { replace: true });
  };

  const workflows = (result?.workflowIds ?? []).map((id) => store.workflows[id]!).filter(Boolean);

  return (
    <div className="page" data-testid="templates-view">
      <PageHeader title="Templates" subtitle="Start from a workflow someone already built, then make it yours." />
      {state === 'unreachable' ? (
        <EmptyState icon="alert" title="The templates library cannot be reached">
          Weft asked the templates host in its settings and got no answer within 2 seconds. Check{' '}
          <code>WEFT_TEMPLATES_HOST</code>, or try again later.
        </EmptyState>
      ) : (
        <div className="templates-layout">
          <aside className="templates-categories" aria-label="Categories">
            <h3>Categories</h3>
            {Object.values(store.categories).map((c) => (
              <label key={c.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={categories.includes(String(c.id))}
                  onChange={() => toggleCategory(String(c.id))}
                />
                {c.name}
              </label>
            ))}
          </aside>
          <div>
            <div className="input-group" style={{ marginBottom: 'var(--space-6)', maxWidth: 520 }}>
              <span className="input-group__icon">
                <Icon name="search" />
              </span>
              <input
                className="input"
                type="search"
                placeholder="Search templates"
                aria-label="Search templates"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                data-testid="templates-search"
              />
            </div>
            {state === 'failed' ? (
              <LoadError error={error} onRetry={() => setParams(new URLSearchParams(params))} />
            ) : state === 'loading' && !result ? (
              <Loading label="Loading templates…" />
            ) : (
              <>
                {collections.length > 0 && (
                  <section className="templates-section">
                    <h2 className="templates-section__title">
                      Collections <span>{collections.length}</span>
                    </h2>
                    <div className="templates-grid">
                      {collections.map((c) => (
                        <Link
                          key={c.id}
                          to={`/collections/${c.id}`}
                          className="template-card"
                          data-testid="collection-card"
                        >
                          <div className="template-card__title">{c.name}</div>
                          <div className="template-card__meta">
                            <span className="badge badge--primary">{c.workflows.length} workflows</span>
                          </div>
                        </Link>
                      ))}
                    </div>
                  </section>
                )}
                <section className="templates-section">
                  <h2 className="templates-section__title">
                    Workflows <span data-testid="templates-total">{result?.totalWorkflows ?? 0}</span>
                  </h2>
                  {workflows.length === 0 ? (
                    <EmptyState icon="search" title="No templates match">
                      Try other words, or clear the categories.
                    </EmptyState>
                  ) : (
                    <div className="templates-grid">
                      {workflows.map((w) => (
                        <TemplateCard key={w.id} workflow={w} />
                      ))}
                    </div>
                  )}
                  <div ref={sentinel} className="templates-sentinel" />
                  {result?.loadingMore && <Loading label="Loading more…" />}
                </section>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
