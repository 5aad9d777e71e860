import { useCallback, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Button } from '../components/ui/Button';
import { Loading } from '../components/ui/States';
import { Toasts } from '../components/ui/Toasts';
import { chooseLocale, currentLocale, loadLocale } from '../i18n';
import { useSettingsStore } from '../stores/settings/store';
import { useUsersStore } from '../stores/users/store';
import { useWorkflowStore } from '../stores/workflow/store';
import { reportRouteChange } from '../telemetry/app-events';
import { runHook, startTelemetry } from '../telemetry/telemetry';
import { routes } from './routes';

const router = createBrowserRouter(routes);

type Boot = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; error: Error };

/**
 * Loads settings and the session, then shows the routed view (or why it could not start).
 * Telemetry and the external hook scripts start once, from the first settings loaded.
 */
export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  const start = useCallback(async () => {
    setBoot({ state: 'loading' });
    // The session is asked for alongside the settings, not after them: one round trip less.
    const session = useUsersStore.getState().loginWithCookie();
    session.catch(() => undefined); // met below, after the settings
    try {
      const settings = await useSettingsStore.getState().fetchSettings();
      // The instance's language (WEFT_DEFAULT_LOCALE); one this build does not have shows English.
      const locale = chooseLocale(settings.defaultLocale);
      if (settings.defaultLocale && locale === 'en' && !settings.defaultLocale.startsWith('en')) {
        console.warn(`Weft has no "${settings.defaultLocale}" translation; showing English.`);
      }
      await loadLocale(locale).catch((e: unknown) =>
        console.warn(`Weft could not load the "${locale}" translation; showing English.`, e),
      );
      document.documentElement.lang = currentLocale();
      await startTelemetry({
        enabled: !!settings.telemetry?.enabled,
        instanceId: settings.instanceId,
        hookUrls: settings.externalFrontendHooksUrls ?? [],
        getWorkflowId: () => useWorkflowStore.getState().workflow.id,
      });
      await session;
      setBoot({ state: 'ready' });
    } catch (error) {
      setBoot({ state: 'failed', error: error as Error });
    }
  }, []);
  useEffect(() => {
    void start();
  }, [start]);
  const ready = boot.state === 'ready';
  useEffect(() => {
    if (!ready) return;
    runHook('app.mount');
    let from = router.state.location.pathname;
    return router.subscribe((state) => {
      const to = state.location.pathname;
      if (to === from) return;
      reportRouteChange(to, from);
      from = to;
    });
  }, [ready]);

  if (boot.state === 'loading') return <Loading label="Starting Weft…" />;
  if (boot.state === 'failed') {
    return (
      <div className="boot-error" role="alert" data-testid="boot-error">
        <div className="card card--pad stack" style={{ maxWidth: 460, textAlign: 'center', alignItems: 'center' }}>
          <h2>Weft could not start</h2>
          <p className="muted">{boot.error.message}</p>
          <Button variant="primary" icon="refresh" onClick={() => void start()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
