/**
 * Who a run acts as, per workflow in it. The workflow the execution starts with uses the
 * credentials of whoever started it, or, when nobody did (webhook, trigger, error workflow, a
 * resumed wait), of its owner. A sub-workflow loaded from the database acts as its own owner: its
 * caller policy let this run call it, and its nodes were set up by that owner. A workflow given
 * inline (Execute Workflow's JSON, file or URL source) is not trusted with any identity of its
 * own, whatever `id` it claims: it acts as the run does, and calls as an unsaved workflow of the
 * run's subject.
 */
import type { Workflow } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { StartExecutionArgs } from '../contracts.js';
import { workflowOwnerId } from './workflows.js';

/** A workflow the run knows: its stored id and its owner. */
interface KnownWorkflow {
  id?: string;
  ownerId: Promise<string | undefined>;
  /** Whose credentials its nodes use. */
  subject: Promise<string | undefined>;
}

/** The identities of one run's workflows (see the file comment). */
export interface RunIdentity {
  /** Whose credentials the nodes of `workflow` use (undefined: no check, a workflow nobody stores). */
  credentialSubject(workflow: Workflow | undefined): Promise<string | undefined>;
  /** The calling workflow's id and owner, for the called workflow's caller policy. */
  caller(workflow: Workflow | undefined): Promise<{ workflowId?: string; ownerId?: string }>;
  /** Records a sub-workflow loaded from the database, with its owner. */
  rememberStored(workflow: Workflow, id: string, ownerId: string | undefined): void;
}

/** The identity of a run that starts with `top`. */
export function runIdentity(ctx: ServerContext, args: StartExecutionArgs, top: Workflow): RunIdentity {
  const known = new WeakMap<Workflow, KnownWorkflow>();
  let topOwner: Promise<string | undefined> | undefined;
  const ownerOfTop = () => (topOwner ??= top.id ? workflowOwnerId(ctx, top.id) : Promise.resolve(undefined));
  let topSubject: Promise<string | undefined> | undefined;
  const subjectOfTop = () => (topSubject ??= args.userId ? Promise.resolve(args.userId) : ownerOfTop());
  return {
    credentialSubject: (workflow) => (workflow && known.get(workflow)?.subject) || subjectOfTop(),
    async caller(workflow) {
      if (workflow === top) return { workflowId: top.id, ownerId: (await ownerOfTop()) ?? (await subjectOfTop()) };
      const entry = workflow ? known.get(workflow) : undefined;
      if (entry) return { workflowId: entry.id, ownerId: await entry.ownerId };
      return { ownerId: await subjectOfTop() };
    },
    rememberStored(workflow, id, ownerId) {
      const owner = Promise.resolve(ownerId);
      known.set(workflow, { id, ownerId: owner, subject: owner });
    },
  };
}
