/**
 * Keeps the process from exiting while a disposed isolate is still being torn down.
 *
 * isolated-vm frees a disposed isolate's heap on one of its own threads (always so when the
 * isolate was killed for exceeding its memory limit). If the process exits meanwhile, that thread
 * unregisters the isolate from a platform Node has already shut down and the process dies with
 * SIGSEGV (exit 139) instead of its exit code: `weft execute` after a Code node ran out of memory.
 * A natural exit waits for the teardown, but `process.exit()` does not, and isolated-vm exposes no
 * way to know when it is done. So each disposal sets a deadline that grows with the heap's size,
 * and an `exit` handler blocks until it has passed (teardowns measured at ~0.1 s for 128 MB and
 * ~0.6 s for 512 MB on an idle machine; the deadline allows 0.5 s + 8 ms per MB, for
 * machines under load). Exits after the deadline do not
 * wait at all.
 */

let deadline = 0;
let hooked = false;

/** Milliseconds left until every isolate disposed so far has surely been torn down. */
function isolateTeardownRemainingMs(now = Date.now()): number {
  return Math.max(0, deadline - now);
}

function blockUntilTornDown(): void {
  const ms = isolateTeardownRemainingMs();
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Notes that an isolate with `memoryMb` of heap was disposed (or killed) just now. */
export function noteIsolateDisposed(memoryMb: number): void {
  const until = Date.now() + 500 + Math.max(0, memoryMb) * 8;
  if (until > deadline) deadline = until;
  if (!hooked) {
    hooked = true;
    process.on('exit', blockUntilTornDown);
  }
}
