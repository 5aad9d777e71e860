import { useParams } from 'react-router';
import { FAKE_DOORS } from '../app/fake-doors';
import { Icon } from '../components/ui/Icon';
import { PageHeader } from '../components/ui/States';
import NotFoundView from './NotFoundView';

/** The page of a fake-door feature: what it will do and where to say you want it. */
export default function ComingSoonView() {
  const { featureId } = useParams();
  const feature = FAKE_DOORS.find((f) => f.id === featureId);
  if (!feature) return <NotFoundView />;
  return (
    <div className="page" data-testid="coming-soon">
      <PageHeader title={feature.name} subtitle={feature.infoText} />
      <div className="card card--pad stack" style={{ maxWidth: 640 }}>
        <div className="row">
          <span className="empty-state__icon" style={{ width: 40, height: 40 }}>
            <Icon name={feature.icon} size={20} />
          </span>
          <h3>{feature.actionBoxTitle}</h3>
        </div>
        <p className="muted">{feature.actionBoxDescription}</p>
        <div>
          <a className="btn btn--primary" href={feature.featureFormUrl} target="_blank" rel="noreferrer noopener">
            Give feedback <Icon name="external" size={14} />
          </a>
        </div>
      </div>
    </div>
  );
}
