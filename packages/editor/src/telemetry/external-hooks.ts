/**
 * External front-end hooks, n8n's way: the operator lists scripts in
 * WEFT_EXTERNAL_FRONTEND_HOOKS_URLS; the editor loads them once at start; each script registers
 * functions by hook name on `window.n8nExternalHooks` (or `window.weftExternalHooks`), e.g.
 * `{ parameterInput: { modeSwitch: [fn] } }`; the editor calls them as `fn(context, metadata)`
 * at the matching points. Each hook runs on its own inside try/catch (and its promise is caught),
 * so a broken hook never breaks the editor. Hooks run whether or not telemetry is on.
 */

/** What a hook receives first (n8n passes a store; Weft passes these plain values). */
export interface HookContext {
  instanceId: string;
  workflowId: string;
}

/** A hook function as a script registers it. */
export type ExternalHookFunction = (context: HookContext, metadata: Record<string, unknown>) => unknown;

/** The registry shape a script assigns: `{ [area]: { [hook]: ExternalHookFunction[] } }`. */
export type ExternalHooksRegistry = Record<string, Record<string, ExternalHookFunction[] | undefined> | undefined>;

/**
 * The hook points Weft runs, by n8n's names: `app.mount`, `main.routeChange`,
 * `parameterInput.modeSwitch`, `expressionEdit.dialogVisibleChanged`, `nodeSettings.valueChanged`,
 * `showMessage.showError`, `workflow.afterUpdate`, `dataDisplay.nodeTypeChanged`.
 */
export type HookName =
  | 'app.mount'
  | 'main.routeChange'
  | 'parameterInput.modeSwitch'
  | 'expressionEdit.dialogVisibleChanged'
  | 'nodeSettings.valueChanged'
  | 'showMessage.showError'
  | 'workflow.afterUpdate'
  | 'dataDisplay.nodeTypeChanged';

declare global {
  interface Window {
    n8nExternalHooks?: ExternalHooksRegistry;
    weftExternalHooks?: ExternalHooksRegistry;
  }
}

/** The functions registered for a hook name on the given registries, in order (pure). */
export function hooksFor(
  name: string,
  registries: ReadonlyArray<ExternalHooksRegistry | undefined>,
): ExternalHookFunction[] {
  const [area, hook] = name.split('.');
  if (!area || !hook) return [];
  const out: ExternalHookFunction[] = [];
  // A script may assign one object to both names; run its hooks once.
  for (const registry of new Set(registries)) {
    const list = registry?.[area]?.[hook];
    if (!Array.isArray(list)) continue;
    for (const fn of list) if (typeof fn === 'function') out.push(fn);
  }
  return out;
}

function report(name: string, error: unknown): void {
  console.warn(`Weft: the external hook "${name}" failed and was skipped:`, error);
}

/**
 * Runs every function registered for `name`, each isolated: a throw or a rejected promise is
 * logged as a warning and the next one runs. Never throws.
 */
export function runExternalHooks(
  name: HookName,
  context: HookContext,
  metadata: Record<string, unknown>,
  registries?: ReadonlyArray<ExternalHooksRegistry | undefined>,
): void {
  const from = registries ?? (typeof window === 'undefined' ? [] : [window.n8nExternalHooks, window.weftExternalHooks]);
  let fns: ExternalHookFunction[];
  try {
    fns = hooksFor(name, from);
  } catch (error) {
    report(name, error);
    return;
  }
  for (const fn of fns) {
    try {
      const result = fn(context, metadata);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(undefined, (error: unknown) => report(name, error));
    } catch (error) {
      report(name, error);
    }
  }
}

/**
 * Adds one `<script>` per URL (once per URL for the page's life) and resolves when each has loaded
 * or failed, or after `timeoutMs`, so a slow or missing script never holds the editor back.
 */
export function loadExternalHookScripts(
  urls: readonly string[],
  timeoutMs = 3000,
  doc: Document = document,
): Promise<void> {
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const loaded = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-weft-hooks]')).some(
          (s) => s.dataset.weftHooks === url,
        );
        if (loaded) return resolve();
        const script = doc.createElement('script');
        script.src = url;
        script.async = false; // run in the order listed
        script.dataset.weftHooks = url;
        script.onload = () => resolve();
        script.onerror = () => {
          console.warn(`Weft: the external hooks script ${url} could not be loaded`);
          resolve();
        };
        doc.head.appendChild(script);
      }),
  );
  const all = Promise.all(loads).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
