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
}

export const listPackages = () => restApi<CommunityPackage[]>('GET', '/community-packages');
export const installPackage = (name: string) => restApi<CommunityPackage>('POST', '/community-packages', { name });
export const updatePackage = (name: string) => restApi<CommunityPackage>('PATCH', '/community-packages', { name });
export const uninstallPackage = (name: string) => restApi<{ success: boolean }>('DELETE', '/community-packages', { name });

/** The npm registry page of a package (for 'view documentation'). */
export function packageDocsUrl(name: string): string {
  return `https://www.npmjs.com/package/${name}`;
}
