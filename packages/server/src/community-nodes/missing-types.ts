import type { WorkflowNode } from '@weft/workflow';

/** Type prefixes of built-in nodes: never a community package. */
const BUILTIN_PREFIXES = new Set(['weft', 'n8n-nodes-base', '@n8n/n8n-nodes-langchain']);

/**
 * The community package a node type comes from (`{package}.{node}`, the package part possibly
 * scoped and dotted), or undefined for built-in and malformed types.
 */
export function packageOfType(type: string): string | undefined {
  const dot = type.lastIndexOf('.');
  if (dot <= 0 || dot === type.length - 1) return undefined;
  const pkg = type.slice(0, dot);
  return BUILTIN_PREFIXES.has(pkg) ? undefined : pkg;
}

/** What this process knows about a package a node needs. */
export interface PackageSituation {
  /** `installed_packages` lists it, at this version (undefined: not listed). */
  listedVersion?: string;
  /** The version loaded here (undefined: not loaded). */
  loadedVersion?: string;
  /** Why it could not be installed or loaded here. */
  failure?: string;
  /** An install here has not finished within the wait. */
  installing?: boolean;
}

/** A clear refusal for a node whose type this process does not have. */
export interface MissingTypeProblem {
  message: string;
  description: string;
}

/**
 * Why a node's community type is missing in this process, for the user (pure). `where` names the
 * process, e.g. `this worker (host w1, pid 42)`.
 *
 * @example
 * missingTypeProblem({ name: 'Shout', type: 'weft-nodes-shout.shout', typeVersion: 1, … }, 'weft-nodes-shout', {}, 'this worker')
 * // → { message: 'The node "Shout" needs the community package "weft-nodes-shout", which is not installed', … }
 */
export function missingTypeProblem(
  node: Pick<WorkflowNode, 'name' | 'type' | 'typeVersion'>,
  packageName: string,
  situation: PackageSituation,
  where: string,
): MissingTypeProblem {
  const needs = `The node "${node.name}" needs the community package "${packageName}"`;
  if (situation.listedVersion === undefined) {
    return {
      message: `${needs}, which is not installed`,
      description: `Its type "${node.type}" comes from that npm package. Install the package on the main process (Settings → Community nodes), or remove the node.`,
    };
  }
  const version = situation.listedVersion;
  if (situation.failure) {
    return {
      message: `${needs} ${version}, which could not be installed on ${where}`,
      description: `${situation.failure.replace(/[.\s]*$/, '')}. GET /rest/community-packages on the main process shows the state of every process; updating the package on main makes every process try again.`,
    };
  }
  if (situation.installing || situation.loadedVersion === undefined) {
    return {
      message: `${needs} ${version}, which is still being installed on ${where}`,
      description: 'The package was installed on the main process moments ago. Run the workflow again in a moment.',
    };
  }
  return {
    message: `The community package "${packageName}" ${situation.loadedVersion} has no node type "${node.type}" in version ${node.typeVersion}`,
    description:
      'The installed version of the package does not provide this node (or this version of it). Install a version that does, or change the node.',
  };
}
