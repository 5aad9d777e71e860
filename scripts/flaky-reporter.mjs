// A Vitest reporter that names every test which failed and then passed on its retry
// (`--retry=1` in scripts/test.sh): the run stays green, and the closing lines of the log
// say which tests are flaky, so that they get fixed rather than forgotten.
import { appendFileSync, mkdirSync } from 'node:fs';

const out = 'test-results/flaky.txt';

/** Appends `FLAKY <file> > <test> (retries: N)` to test-results/flaky.txt per flaky test. */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    mkdirSync('test-results', { recursive: true });
    appendFileSync(
      out,
      `FLAKY ${testCase.module.moduleId} > ${testCase.fullName} (retries: ${diagnostic.retryCount})\n`,
    );
  }
}
