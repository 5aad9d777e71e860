import type { Item } from '@weft/workflow';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { binaryEntries } from '../../stores/ndv/state';
import { canDownloadBinary, canViewBinary, downloadBinary, viewBinary } from './binary-links';

/** Props: `items` whose binary properties to list. */
export function BinaryView({ items }: { items: readonly Item[] }) {
  const entries = binaryEntries(items);
  if (!entries.length)
    return (
      <div className="ndv-data__note" data-testid="ndv-binary-empty">
        {t('runData.binary.none')}
      </div>
    );
  return (
    <div className="ndv-binary" data-testid="ndv-binary">
      {entries.map((e) => (
        <div key={`${e.itemIndex}-${e.key}`} className="ndv-binary__card">
          <div className="ndv-binary__icon">
            <Icon name="box" size={18} />
          </div>
          <dl className="ndv-binary__meta">
            <dt>{t('runData.binary.item')}</dt>
            <dd>{e.itemIndex + 1}</dd>
            <dt>{t('runData.binary.property')}</dt>
            <dd>
              <code>{e.key}</code>
            </dd>
            {e.fileName && (
              <>
                <dt>{t('runData.binary.fileName')}</dt>
                <dd>{e.fileName}</dd>
              </>
            )}
            <dt>{t('runData.binary.mimeType')}</dt>
            <dd>{e.mimeType}</dd>
            {e.fileSize && (
              <>
                <dt>{t('runData.binary.fileSize')}</dt>
                <dd>{e.fileSize}</dd>
              </>
            )}
          </dl>
          {(canViewBinary(e) || canDownloadBinary(e)) && (
            <div className="ndv-binary__actions">
              {canViewBinary(e) && (
                <Button size="sm" icon="eye" onClick={() => viewBinary(e)}>
                  {t('runData.binary.view')}
                </Button>
              )}
              {canDownloadBinary(e) && (
                <Button size="sm" icon="download" onClick={() => downloadBinary(e)}>
                  {t('runData.binary.download')}
                </Button>
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
