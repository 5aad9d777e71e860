import { restApi } from './client';

/** An installed community package (n8n's shape). */
export interface CommunityPackage {
  packageName: string;
  installedVersion: string;
  authorName: string | null;
  authorEmail: string | null;
  installedNodes: Array<{ name: string; type: string; latestVersion?: number }>;
  createdAt: string;
  updatedAt: string;
  updateAvailable?: string;
  failedLoading?: boolean;
  loadError?: string;
  /** Queue mode: every live process of the cluster with its state of the package. */
  processes?: PackageProcessState[];
}

/** One process of a queue-mode cluster and its state of a package. */
export interface PackageProcessState {
  process: string;
  role: 'main' | 'worker' | 'webhook';
  host: string;
  pid: number;
  /** The version loaded there, or null. */
  installedVersion: string | null;
  /** Why it could not install or load `failedVersion` there. */
  error?: string;
  failedVersion?: string;
}

export const listPackages = () => restApi<CommunityPackage[]>('GET', '/community-packages');
export const installPackage = (name: string) => restApi<CommunityPackage>('POST', '/community-packages', { name });
export const updatePackage = (name: string) => restApi<CommunityPackage>('PATCH', '/community-packages', { name });
export const uninstallPackage = (name: string) =>
  restApi<{ success: boolean }>('DELETE', '/community-packages', { name });

/** A package found on the npm registry by {@link searchPackages}. */
export interface FoundPackage {
  name: string;
  version: string;
  description: string;
  author: string | null;
  keywords: string[];
  date: string | null;
  links: { npm?: string; homepage?: string; repository?: string };
  weeklyDownloads?: number;
  /** Whether it is installed here, and which version. */
  installed: boolean;
  installedVersion?: string;
}

/** Searches the npm registry for community node packages (owner only). */
export function searchPackages(q: string, options: { from?: number; size?: number; signal?: AbortSignal } = {}) {
  return restApi<{ total: number; packages: FoundPackage[] }>(
    'GET',
    '/community-packages/search',
    { q, from: options.from ?? 0, size: options.size ?? 10 },
    options.signal,
  );
}

/** The npm registry page of a package (for 'view documentation'). */
export function packageDocsUrl(name: string): string {
  return `https://www.npmjs.com/package/${name}`;
}
