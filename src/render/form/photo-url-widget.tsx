/**
 * "ui:widget": "photoUrl" (issue 56 item 14): the address of a profile photo, with a preview of it
 * under the field before anything is saved. A photo the page may not load (the Content-Security-
 * Policy allows Google account pictures only: domain/photo-sources.ts), or one that fails to load,
 * previews as the initials the page would show instead, and says why.
 */
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import { useHub } from '../hub-context';
import { initialsOf } from '../../domain/initials';
import { isAllowedPhoto } from '../../domain/photo-sources';

/** What the preview shows for an address: the photo, the initials (no address), or the initials and why. */
export type PhotoPreview = 'photo' | 'none' | 'blocked' | 'failed';

export function photoPreviewOf(address: string, failed: string | null): PhotoPreview {
  if (!address) return 'none';
  if (!/^https:\/\/\S+$/.test(address) || !isAllowedPhoto(address)) return 'blocked';
  return failed === address ? 'failed' : 'photo';
}

export function PhotoUrlWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  const address = typeof props.value === 'string' ? props.value.trim() : '';
  return (
    <div>
      <BaseInputTemplate {...props} type="url" />
      <PhotoPreviewBox address={address} />
    </div>
  );
}

function PhotoPreviewBox({ address }: { address: string }) {
  const { config, user } = useHub();
  const t = config.catalogue.t;
  const [failed, setFailed] = useState<string | null>(null);
  const shown = photoPreviewOf(address, failed);
  const note = shown === 'blocked' ? 'ui.profile.photo_not_shown' : shown === 'failed' ? 'ui.profile.photo_failed' : null;
  return (
    <figure className="hub-photo-preview" data-testid="photo-preview" data-shows={shown}>
      {shown === 'photo' ? (
        <img className="hub-avatar" src={address} alt="" width="72" height="72" onError={() => setFailed(address)} />
      ) : (
        <div className="hub-avatar hub-avatar--initials" aria-hidden="true">
          {initialsOf(user?.displayName)}
        </div>
      )}
      <figcaption>
        {t('ui.profile.photo_preview')}
        {note ? <span className="hub-hint"> {t(note)}</span> : null}
      </figcaption>
    </figure>
  );
}
