/** Community node packages: npm installs into `{WEFT home}/nodes`, validation, loading and the REST routes. */
export { register as registerCommunityPackageRoutes } from './routes.js';
export { CommunityPackages, communityPackagesOf, communityNodeTypes, loadCommunityPackages, compareVersions } from './service.js';
export type { CommunityPackage } from './service.js';
export { loadPackage, PackageLoadError } from './loader.js';
export type { InstalledNode, LoadedPackage } from './loader.js';
export { parsePackageSpec, checkPackageName } from './package-spec.js';
export type { PackageSpec } from './package-spec.js';
export { isNpmAvailable } from './npm.js';
