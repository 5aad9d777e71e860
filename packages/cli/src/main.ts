import { executeCommand } from './execute-command.js';
import { startCommand } from './start-command.js';
import { webhookCommand } from './webhook-command.js';
import { workerCommand } from './worker-command.js';

const HELP = `Usage: weft <command> [options]

Commands:
  start                                           Serve the editor and the API (port WEFT_PORT, default 5678)
  execute --file <workflow.json> [--raw-output]   Run a workflow once (a manual run) and print the execution.
                                                  Exits 1 when the workflow failed; with --raw-output only the
                                                  execution JSON is printed and its "status" tells the outcome.
  webhook                                         Queue mode: serve production webhooks only (/webhook/*,
                                                  /healthz, /metrics) and answer them with the workers' results
  worker [--concurrency N] [--port P]             Queue mode: take executions from Redis, run and save them (N at once, 10)
  help                                            Show this help
`;

/** Entry point of the `weft` command. Answers the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const out = (s: string) => process.stdout.write(s + '\n');
  const err = (s: string) => process.stderr.write(s + '\n');
  switch (command) {
    case 'execute':
      return executeCommand(rest, out, err);
    case 'start':
      return startCommand(rest, out, err);
    case 'webhook':
      return webhookCommand(rest, out, err);
    case 'worker':
      return workerCommand(rest, out, err);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      out(HELP);
      return 0;
    default:
      err(`Unknown command "${command}".\n\n${HELP}`);
      return 2;
  }
}
