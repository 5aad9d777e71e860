import { useEffect, useState } from 'react';
import { searchPackages, type FoundPackage } from '../../api/community-packages';

/** Where a registry search stands. */
export type CommunitySearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; total: number; packages: FoundPackage[] }
  | { status: 'error'; message: string };

/** How long the text must rest before the registry is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Searches the npm registry for community node packages while `enabled`, after the text rested
 * for {@link SEARCH_DEBOUNCE_MS}; a newer text cancels the request under way. `refresh` asks
 * again (after an install, so the `installed` flags are right).
 */
export function useCommunitySearch(text: string, enabled: boolean, size = 10, refresh = 0): CommunitySearch {
  const [state, setState] = useState<CommunitySearch>({ status: 'idle' });
  const q = text.trim();
  useEffect(() => {
    if (!enabled || !q) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      searchPackages(q, { size, signal: controller.signal }).then(
        (page) => setState({ status: 'done', total: page.total, packages: page.packages }),
        (e: unknown) => {
          if ((e as Error)?.name !== 'AbortError')
            setState({ status: 'error', message: (e as Error)?.message ?? String(e) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled, size, refresh]);
  return state;
}
