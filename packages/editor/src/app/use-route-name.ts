import { useMatches } from 'react-router';
import type { ViewName } from './route-names';

/** The n8n name of the route being shown (the deepest match that has one). */
export function useRouteName(): ViewName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]?.handle as { name?: ViewName } | undefined)?.name;
    if (name) return name;
  }
  return undefined;
}
