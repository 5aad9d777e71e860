/**
 * The credential selects of a node (editing-area §2, §4 "Node credentials").
 *
 * Props:
 * - `nodeId: string`: the id of the node in stores/workflow.
 * - `readOnly?: boolean`: disables the selects and hides '- create new -' and edit.
 */
export interface NodeCredentialsProps {
  nodeId: string;
  readOnly?: boolean;
}

/** One select per credential type the node needs. */
export function NodeCredentials({ nodeId }: NodeCredentialsProps) {
  return <div className="ndv-creds" data-node-id={nodeId} />;
}

export default NodeCredentials;
