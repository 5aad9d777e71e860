/** @weft/nodes: Weft's built-in node and credential types. */
export { builtinNodeTypes, builtinCredentialTypes } from './registry.js';
