#!/usr/bin/env node
import { main } from '../dist/bundle/main.js';

// Exit only once stdout is flushed: a large execution printed to a pipe must arrive whole.
const finish = (code) => process.stdout.write('', () => process.exit(code));

main(process.argv.slice(2)).then(finish, (err) => {
  console.error(err instanceof Error ? err.message : String(err));
  finish(1);
});
