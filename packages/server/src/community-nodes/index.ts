/** Community node packages: npm installs into `{WEFT home}/nodes`, validation, loading, the REST routes, and keeping a queue-mode cluster's processes in line. */
export { register as registerCommunityPackageRoutes } from './routes.js';
export {
  CommunityPackages,
  communityNodeTypes,
  loadCommunityPackages,
  checkCommunityNodeTypes,
  MAX_TARBALL_BYTES,
} from './service.js';
export { compareVersions } from './update-checks.js';
export type { CommunityPackage, ClusterLink, PackageChange } from './service.js';
export { syncCommunityPackages, communityPackagesChannel, PACKAGE_SYNC_INTERVAL_MS } from './cluster-sync.js';
export { planSync } from './sync-plan.js';
export type { PresentPackage, SyncStep } from './sync-plan.js';
export { missingTypeProblem, packageOfType } from './missing-types.js';
export type { PackageProcessState, ProcessPackageReport } from './process-status.js';
export { loadPackage, PackageLoadError } from './loader.js';
export type { InstalledNode, LoadedPackage } from './loader.js';
export { parsePackageSpec, checkPackageName } from './package-spec.js';
export type { PackageSpec } from './package-spec.js';
export { isNpmAvailable } from './npm.js';
