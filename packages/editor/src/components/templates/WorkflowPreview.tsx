import { useEffect, useMemo } from 'react';
import { toWeftTypeName } from '@weft/workflow';
import { NodeIcon } from '../../canvas/NodeIcon';
import { getNodeType } from '../../stores/node-types/state';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { nodeTypeLabel, typeLabelLines, wrapName } from './preview-labels';

interface PreviewNode {
  name: string;
  type?: string;
  typeVersion?: number;
  position?: [number, number] | number[];
  disabled?: boolean;
}
type Connections = Record<string, Record<string, Array<Array<{ node: string; index?: number }> | null>>>;

const W = 100;
const H = 100;
const STICKY = /stickyNote$/i;

/**
 * A read-only picture of a workflow: node boxes at their canvas positions and the connections
 * between them, scaled to fit. Cheap to render many of (no canvas library).
 */
export function WorkflowPreview({
  nodes,
  connections,
  height = 320,
}: {
  nodes: PreviewNode[];
  connections: Connections;
  height?: number;
}) {
  const byName = useNodeTypesStore((s) => s.byName);
  useEffect(() => {
    void useNodeTypesStore
      .getState()
      .load()
      .catch(() => {
        /* without descriptions the preview falls back to type words */
      });
  }, []);
  const layout = useMemo(() => {
    const shown = nodes.filter((n) => !STICKY.test(n.type ?? ''));
    const pos = new Map(
      shown.map((n) => [n.name, { x: Number(n.position?.[0] ?? 0), y: Number(n.position?.[1] ?? 0) }]),
    );
    const xs = [...pos.values()].map((p) => p.x);
    const ys = [...pos.values()].map((p) => p.y);
    const pad = 60;
    const minX = Math.min(...xs, 0) - pad;
    const minY = Math.min(...ys, 0) - pad;
    const maxX = Math.max(...xs, 0) + W + pad;
    const maxY = Math.max(...ys, 0) + H + pad + 42;
    const edges: Array<{ from: { x: number; y: number }; to: { x: number; y: number }; key: string }> = [];
    for (const [source, byType] of Object.entries(connections ?? {})) {
      const from = pos.get(source);
      if (!from) continue;
      for (const outputs of Object.values(byType ?? {})) {
        (outputs ?? []).forEach((targets, outIndex) => {
          for (const t of targets ?? []) {
            const to = pos.get(t.node);
            if (to)
              edges.push({
                from: { x: from.x + W, y: from.y + H / 2 + (outIndex - ((outputs?.length ?? 1) - 1) / 2) * 22 },
                to: { x: to.x, y: to.y + H / 2 },
                key: `${source}-${outIndex}-${t.node}`,
              });
          }
        });
      }
    }
    return { shown, pos, box: `${minX} ${minY} ${maxX - minX} ${maxY - minY}`, edges };
  }, [nodes, connections]);

  if (layout.shown.length === 0)
    return <div className="template-preview template-preview--empty">This workflow has no nodes.</div>;
  return (
    <svg
      className="template-preview"
      viewBox={layout.box}
      style={{ height }}
      role="img"
      aria-label={`Workflow with ${layout.shown.length} nodes`}
      data-testid="workflow-preview"
    >
      <defs>
        <pattern id="preview-dots" width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" fill="var(--color-canvas-dot)" />
        </pattern>
      </defs>
      <rect x="-100000" y="-100000" width="200000" height="200000" fill="url(#preview-dots)" />
      {layout.edges.map((e) => {
        const dx = Math.max(40, (e.to.x - e.from.x) / 2);
        return (
          <path
            key={e.key}
            d={`M${e.from.x},${e.from.y} C${e.from.x + dx},${e.from.y} ${e.to.x - dx},${e.to.y} ${e.to.x},${e.to.y}`}
            fill="none"
            stroke="var(--color-border-strong)"
            strokeWidth={2.5}
          />
        );
      })}
      {layout.shown.map((n) => {
        const p = layout.pos.get(n.name)!;
        const weftType = toWeftTypeName(n.type ?? '');
        const desc = getNodeType({ byName, loaded: true }, weftType, n.typeVersion);
        const label = nodeTypeLabel(n.type, (t) => getNodeType({ byName, loaded: true }, t));
        return (
          <g
            key={n.name}
            transform={`translate(${p.x},${p.y})`}
            opacity={n.disabled ? 0.5 : 1}
            data-testid="workflow-preview-node"
          >
            <title>{`${n.name} (${label})`}</title>
            <rect
              width={W}
              height={H}
              rx={14}
              fill="var(--color-surface)"
              stroke="var(--color-border-strong)"
              strokeWidth={2}
            />
            {desc ? (
              <foreignObject x={W / 2 - 22} y={H / 2 - 22} width={44} height={44}>
                <div className="template-preview__icon">
                  <NodeIcon desc={desc} type={weftType} size={40} />
                </div>
              </foreignObject>
            ) : (
              // A type this instance does not describe (or before the types load): its name in words, over up to three lines.
              <text
                x={W / 2}
                y={H / 2 + 5 - (typeLabelLines(label).length - 1) * 7}
                textAnchor="middle"
                fontSize="12"
                fontWeight="600"
                fill="var(--color-primary-text)"
              >
                {typeLabelLines(label).map((line, i) => (
                  <tspan key={i} x={W / 2} dy={i === 0 ? 0 : 14}>
                    {line}
                  </tspan>
                ))}
              </text>
            )}
            {wrapName(n.name).map((line, i) => (
              <text key={i} x={W / 2} y={H + 22 + i * 17} textAnchor="middle" fontSize="14" fill="var(--color-text)">
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
