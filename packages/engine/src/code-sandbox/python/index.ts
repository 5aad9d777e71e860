/**
 * Code-node Python: n8n's `pythonCode` run with Pyodide in a locked-down, single-use child
 * process (see {@link runPythonInSandbox} for the isolation it relies on).
 */
export { runPythonInSandbox } from './run-python.js';
export { disposePythonChildren } from './python-process.js';
