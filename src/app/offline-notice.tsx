/** Going offline shows a notice until the connection is back; nothing reloads. */
import { useHub } from '../render/hub-context';
import { useOnline } from '../render/use-online';

export function OfflineNotice() {
  const { config } = useHub();
  const online = useOnline();
  return (
    <div className="hub-offline" role="status" aria-live="polite">
      {online ? null : <p className="hub-offline__text">{config.catalogue.t('ui.offline.notice')}</p>}
    </div>
  );
}
