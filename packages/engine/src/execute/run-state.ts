import type { Item, SourceData, WorkflowNode } from '@weft/workflow';

/** One entry of the execution stack: a node and the data of each of its inputs. */
export interface StackEntry {
  node: WorkflowNode;
  inputs: Array<Item[] | null>;
  source: Array<SourceData | null>;
}

/** Data a multi-input node has received so far, waiting for its other inputs. */
export interface WaitingEntry {
  inputs: Array<Item[] | null>;
  source: Array<SourceData | null>;
}

/**
 * Multi-input nodes waiting for data, in the order they started waiting. Each node can hold
 * several entries (one per future run), filled input by input.
 */
export class WaitingNodes {
  private readonly byNode = new Map<string, WaitingEntry[]>();

  /** Adds data for one input; answers the entry when all inputs now have data. */
  add(
    node: string,
    inputCount: number,
    inputIndex: number,
    items: Item[] | null,
    source: SourceData | null,
  ): WaitingEntry | undefined {
    const entries = this.byNode.get(node) ?? [];
    let entry = entries.find((e) => e.inputs[inputIndex] === null);
    if (!entry) {
      entry = {
        inputs: Array.from({ length: inputCount }, () => null),
        source: Array.from({ length: inputCount }, () => null),
      };
      entries.push(entry);
    }
    entry.inputs[inputIndex] = items;
    entry.source[inputIndex] = source;
    this.byNode.set(node, entries);
    if (entry.inputs.every((i) => i !== null)) {
      entries.splice(entries.indexOf(entry), 1);
      if (entries.length === 0) this.byNode.delete(node);
      return entry;
    }
    return undefined;
  }

  /** Takes the oldest entry that can run with partial data, per the node's required inputs. */
  takeRunnable(
    requiredInputs: (node: string) => number | number[] | undefined,
    ancestors: (node: string) => string[] = () => [],
  ): { node: string; entry: WaitingEntry } | undefined {
    // A node whose ancestor is also waiting goes later: that ancestor may still feed it.
    const names = [...this.byNode.keys()];
    const blocked = new Set(names.filter((n) => ancestors(n).some((a) => a !== n && this.byNode.has(a))));
    const order = [...names.filter((n) => !blocked.has(n)), ...names.filter((n) => blocked.has(n))];
    for (const node of order) {
      const entries = this.byNode.get(node)!;
      while (entries.length) {
        const entry = entries.shift()!;
        const filled = entry.inputs.map((i) => i ?? []);
        const withData = filled.map((i, idx) => (i.length > 0 ? idx : -1)).filter((i) => i >= 0);
        const required = requiredInputs(node);
        const ok =
          withData.length > 0 &&
          (required === undefined ||
            (typeof required === 'number'
              ? withData.length >= required
              : required.every((r) => (filled[r]?.length ?? 0) > 0)));
        if (ok) {
          if (entries.length === 0) this.byNode.delete(node);
          return { node, entry: { inputs: filled, source: entry.source } };
        }
      }
      this.byNode.delete(node);
    }
    return undefined;
  }

  get size(): number {
    return this.byNode.size;
  }

  /** Every node's entries, for saving a run that waits. */
  entries(): Array<[string, WaitingEntry[]]> {
    return [...this.byNode.entries()].map(([node, list]) => [
      node,
      list.map((e) => ({ inputs: [...e.inputs], source: [...e.source] })),
    ]);
  }

  /** Puts saved entries back (resuming a run that waited). */
  restore(saved: Record<string, Array<{ main: Array<Item[] | null>; source: Array<SourceData | null> }>>): void {
    for (const [node, list] of Object.entries(saved ?? {})) {
      if (list?.length)
        this.byNode.set(
          node,
          list.map((e) => ({ inputs: e.main, source: e.source })),
        );
    }
  }
}
