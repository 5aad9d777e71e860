/**
 * Undo/redo history, recorded as model diffs (tldraw's way): each step keeps the commands that made
 * it (what the user did: the canvas's move, add, remove, connect, disconnect, toggle enabled and
 * rename, and the record edits of a node, its pinned data or the settings) and the record diff they
 * made (workflow/diff.ts). Undo applies the diff reversed, redo applies it again, so every edit is
 * undoable by construction, with no inverse written per command. The rules:
 * - edits of the same node less than {@link COALESCE_MS} apart (typing in a parameter, resizing a
 *   sticky note) become one step;
 * - bulk recording groups several commands into one undoable step, skipping duplicates inside it;
 * - a new command clears the redo stack;
 * - commands are ignored while a bulk is in progress (a bulk step being undone or redone: the
 *   edits its reversal produces must not be recorded again);
 * - the undo and redo stacks are each capped at 100, dropping the oldest entries;
 * - reverting a connection removal is delayed by 10 ms (so the nodes it joins exist again first).
 */
import { commandsEqual, type Command } from '../workflow/commands';
import { emptyDiff, reverseDiff, splitAddedConnections, squashDiffs, type ModelDiff } from '../workflow/diff';

/** Most entries each stack keeps. */
export const HISTORY_STACK_LIMIT = 100;
/** Edits of one node closer together than this, in ms, are one undo step. */
export const COALESCE_MS = 1000;
/** Delay before a removed connection is put back on undo, in ms. */
export const CONNECTION_REVERT_DELAY_MS = 10;

/** One undoable step: a single command, or a bulk of several. */
export interface HistoryStep {
  bulk: boolean;
  commands: Command[];
  /** What the commands changed, squashed into one diff. */
  diff: ModelDiff;
  /** When the step was last recorded into (ms), for joining quick edits of one node. */
  at?: number;
}

export interface HistoryState {
  undoStack: HistoryStep[];
  redoStack: HistoryStep[];
  /** The bulk being recorded (its commands and their diff), or null. */
  recording: { commands: Command[]; diff: ModelDiff } | null;
  /** True while a bulk step is being undone or redone: new commands are ignored meanwhile. */
  bulkInProgress: boolean;
}

export const initialHistoryState: HistoryState = {
  undoStack: [],
  redoStack: [],
  recording: null,
  bulkInProgress: false,
};

function capped(stack: HistoryStep[]): HistoryStep[] {
  return stack.length > HISTORY_STACK_LIMIT ? stack.slice(stack.length - HISTORY_STACK_LIMIT) : stack;
}

/**
 * Records a command that was just applied, with the diff it made. Inside a bulk recording it joins
 * the bulk unless an equal command is already there; otherwise it becomes its own step. Redo is
 * cleared. Ignored while a bulk is in progress.
 */
export function recordCommand(state: HistoryState, cmd: Command, diff: ModelDiff, now = Date.now()): HistoryState {
  if (state.bulkInProgress) return state;
  if (state.recording) {
    if (state.recording.commands.some((c) => commandsEqual(c, cmd))) return state;
    const recording = { commands: [...state.recording.commands, cmd], diff: squashDiffs(state.recording.diff, diff) };
    return { ...state, recording, redoStack: [] };
  }
  const last = state.undoStack[state.undoStack.length - 1];
  const previous = last && !last.bulk && last.commands.length === 1 ? last.commands[0]! : undefined;
  if (
    cmd.type === 'updateNode' &&
    previous?.type === 'updateNode' &&
    previous.nodeId === cmd.nodeId &&
    last!.at !== undefined &&
    now - last!.at < COALESCE_MS
  ) {
    const joined: Command = { type: 'updateNode', nodeId: cmd.nodeId, from: previous.from, to: cmd.to };
    return {
      ...state,
      undoStack: [
        ...state.undoStack.slice(0, -1),
        { bulk: false, commands: [joined], diff: squashDiffs(last!.diff, diff), at: now },
      ],
      redoStack: [],
    };
  }
  return {
    ...state,
    undoStack: capped([...state.undoStack, { bulk: false, commands: [cmd], diff, at: now }]),
    redoStack: [],
  };
}

/** Starts grouping the following commands into one step. */
export function startRecording(state: HistoryState): HistoryState {
  if (state.recording) return state;
  return { ...state, recording: { commands: [], diff: emptyDiff() } };
}

/** Ends the bulk: its commands become one step (nothing when it is empty). */
export function stopRecording(state: HistoryState): HistoryState {
  if (!state.recording) return state;
  const { commands, diff } = state.recording;
  if (commands.length === 0) return { ...state, recording: null };
  return { ...state, recording: null, undoStack: capped([...state.undoStack, { bulk: true, commands, diff }]) };
}

/** Sets the flag that makes new commands be ignored (while a bulk step is undone or redone). */
export function setBulkInProgress(state: HistoryState, value: boolean): HistoryState {
  return state.bulkInProgress === value ? state : { ...state, bulkInProgress: value };
}

/** Takes the newest step off the undo stack onto the redo stack. */
export function popUndo(state: HistoryState): { state: HistoryState; step: HistoryStep | null } {
  const step = state.undoStack[state.undoStack.length - 1];
  if (!step) return { state, step: null };
  return {
    state: { ...state, undoStack: state.undoStack.slice(0, -1), redoStack: capped([...state.redoStack, step]) },
    step,
  };
}

/** Takes the newest step off the redo stack back onto the undo stack (redo is not cleared). */
export function popRedo(state: HistoryState): { state: HistoryState; step: HistoryStep | null } {
  const step = state.redoStack[state.redoStack.length - 1];
  if (!step) return { state, step: null };
  return {
    state: { ...state, redoStack: state.redoStack.slice(0, -1), undoStack: capped([...state.undoStack, step]) },
    step,
  };
}

/** What undoing a step does: a diff applied at once, and one applied 10 ms later (or null). */
export interface RevertPlan {
  immediate: ModelDiff;
  delayed: ModelDiff | null;
}

/**
 * The reversal of a step: its diff reversed. Putting back the connections it removed is delayed by
 * {@link CONNECTION_REVERT_DELAY_MS}, so that the nodes they join are there first.
 */
export function revertPlan(step: HistoryStep): RevertPlan {
  const { rest, addedConnections } = splitAddedConnections(reverseDiff(step.diff));
  const delayed = Object.keys(addedConnections.connections.added).length ? addedConnections : null;
  return { immediate: rest, delayed };
}

/** The diff redoing a step applies. */
export function redoPlan(step: HistoryStep): ModelDiff {
  return step.diff;
}
