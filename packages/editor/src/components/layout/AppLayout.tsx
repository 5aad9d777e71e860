import { Outlet } from 'react-router';
import { MfaRequiredGate } from '../mfa/MfaRequired';
import { PersonalizationSurveyModal } from '../survey/PersonalizationSurveyModal';
import { Sidebar } from './Sidebar';

/** A signed-in screen: sidebar on the left, the view on the right. */
export function AppLayout() {
  return (
    <div className="app-shell">
      <Sidebar />
      <main className="app-main" id="main">
        <MfaRequiredGate>
          <Outlet />
        </MfaRequiredGate>
      </main>
      <PersonalizationSurveyModal />
    </div>
  );
}

/** A full-window screen without the sidebar (the canvas, the demo view). */
export function BareLayout() {
  return (
    <main className="app-main" id="main" style={{ height: '100vh' }}>
      <Outlet />
    </main>
  );
}
