/**
 * Where the browser will not keep data (storage blocked or full), the person is told once per
 * visit that they will need to sign in again next time; the hub itself carries on in memory.
 */
import { useEffect } from 'react';
import { useHub } from '../render/hub-context';

export function StorageNotice() {
  const { config, services, toasts } = useHub();
  useEffect(() => {
    const { storage } = services;
    let told = false;
    const tell = () => {
      if (told) return;
      told = true;
      void toasts.show(config.catalogue.t('ui.storage.not_kept'));
    };
    if (!storage.kept()) tell();
    return storage.onNotKept(tell);
  }, [services, config, toasts]);
  return null;
}
