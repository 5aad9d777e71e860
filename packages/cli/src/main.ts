import { UsageError } from './transfer-files.js';

/** The help text: every command with its options. */
export const HELP = `Usage: weft <command> [options]

Every command but help and nodes:list works on the instance that weft start serves: its database
(SQLite in WEFT_HOME or WEFT_DB_SQLITE_FILE, or PostgreSQL with WEFT_DB_TYPE=postgresdb WEFT_DB_URL=...)
and its encryption key (WEFT_ENCRYPTION_KEY, or the one in WEFT_HOME/config). A fresh home is set up.

Run:
  start                                   Serve the editor and the API (port WEFT_PORT, default 5678)
  webhook                                 Queue mode: serve production webhooks only (/webhook/*,
                                          /healthz, /metrics) and answer them with the workers' results
  worker [--concurrency N] [--port P]     Queue mode: take executions from Redis, run and save them (N at once, 10)
  execute --file <workflow.json> | --id <id> [--raw-output]
                                          Run a workflow once (a manual run, saved) and print the execution.
                                          Credentials come from the database; a file runs as the instance
                                          owner, a stored workflow as its owner. Exits 1 when the workflow
                                          failed; with --raw-output only the execution JSON is printed and
                                          its "status" tells the outcome.

Back up and move data (n8n's file formats):
  import:workflow --input <file> | --separate --input <folder> [--userId <id>] [--keep-unsupported]
                                          Import workflows (a file with one or an array; a folder of .json
                                          files). Ids are kept: a workflow of the same id is replaced.
                                          Imported workflows are inactive. A node at a typeVersion Weft lacks
                                          refuses the import (--keep-unsupported stores it; it will not run).
  export:workflow --all | --id <id> [--output <file>] [--pretty] [--separate --output <folder>] [--backup]
                                          Export workflows (--backup = --all --pretty --separate)
  import:credentials --input <file> | --separate --input <folder> [--userId <id>]
                                          Import credentials: plain data (an object) is encrypted; encrypted
                                          data (a string, from an export with the same key) is kept
  export:credentials --all | --id <id> [--decrypted] [--output <file>] [--pretty] [--separate --output <folder>] [--backup]
                                          Export credentials; data stays encrypted unless --decrypted

Operate:
  list:workflow [--active=true|false] [--onlyId]
                                          List workflows as id|name (or ids only)
  update:workflow --id <id> | --all --active=true|false
                                          Set workflows active or inactive (takes effect at the next start)
  user-management:reset                   Back to owner setup: other users are deleted, the owner's account
                                          is cleared; workflows and credentials are kept, owned by the owner
  mfa:disable --email <email>             Turn a user's two-factor authentication off (lost authenticator)
  db:revert                               Revert the last database migration (if it can be reverted)
  audit [--categories=credentials,database,nodes,instance,filesystem] [--days-abandoned-workflow=90]
                                          Print a security report (JSON)
  nodes:list [--json]                     List the node types Weft runs, under n8n's names, with their typeVersions
  help                                    Show this help
`;

type Command = (
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
  write?: (chunk: string) => Promise<void>,
) => Promise<number>;

/**
 * Each command's module, loaded when that command runs: `weft execute` then loads only what a run
 * needs, not the HTTP server, queue mode or the import/export code.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  execute: async () => (await import('./execute-command.js')).executeCommand,
  start: async () => (await import('./start-command.js')).startCommand,
  webhook: async () => (await import('./webhook-command.js')).webhookCommand,
  worker: async () => (await import('./worker-command.js')).workerCommand,
  'import:workflow': async () => (await import('./workflow-transfer.js')).importWorkflowCommand,
  'export:workflow': async () => (await import('./workflow-transfer.js')).exportWorkflowCommand,
  'import:credentials': async () => (await import('./credential-transfer.js')).importCredentialsCommand,
  'export:credentials': async () => (await import('./credential-transfer.js')).exportCredentialsCommand,
  'list:workflow': async () => (await import('./workflow-admin.js')).listWorkflowCommand,
  'update:workflow': async () => (await import('./workflow-admin.js')).updateWorkflowCommand,
  'user-management:reset': async () => (await import('./workflow-admin.js')).userManagementResetCommand,
  'mfa:disable': async () => (await import('./mfa-disable.js')).mfaDisableCommand,
  'db:revert': async () => (await import('./db-revert.js')).dbRevertCommand,
  audit: async () => (await import('./audit.js')).auditCommand,
  'nodes:list': async () => (await import('./nodes-list.js')).nodesListCommand,
};

/** Every command `weft` knows (the help lists each). */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

/** Where a command writes: lines to stdout and to stderr. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /**
   * Writes a piece of stdout as it is, resolving when the stream can take more (large output in
   * pieces, e.g. `execute --raw-output`). Without it such output goes through `out` whole.
   */
  write?(chunk: string): Promise<void>;
}

const processIo: CliIo = {
  out: (s) => process.stdout.write(s + '\n'),
  err: (s) => process.stderr.write(s + '\n'),
  write: (chunk) =>
    new Promise<void>((resolve) => {
      if (process.stdout.write(chunk)) resolve();
      else process.stdout.once('drain', () => resolve());
    }),
};

/** Entry point of the `weft` command. Answers the process exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  const { out, err } = io;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out(HELP);
    return 0;
  }
  const load = COMMANDS[command];
  if (!load) {
    err(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  try {
    // The commands that serve an instance open its database: its thread boots while they load.
    if (command === 'start' || command === 'execute') (await import('@weft/server/prewarm')).prewarmDatabase();
    const run = await load();
    return await run(rest, out, err, io.write);
  } catch (e) {
    const error = e as Error;
    if (error instanceof UsageError || /^Unknown option --|needs a value$/.test(error.message)) {
      err(`${error.message}\nSee: weft help`);
      return 2;
    }
    err(`weft ${command}: ${error.message}`);
    return 1;
  }
}
