import { useState } from 'react';
import { useHub } from './hub-context';
import { initialsOf } from '../domain/initials';
import { isAllowedPhoto } from '../domain/photo-sources';

/** The signed-in person's photo, or their initials when there is none, it may not load here (CSP) or it fails to load. */
export function Avatar() {
  const { user } = useHub();
  const [failed, setFailed] = useState<string | null>(null);
  const name = user?.displayName ?? user?.email ?? '';
  const photo = user?.photoURL;
  return photo && isAllowedPhoto(photo) && failed !== photo ? (
    <img className="hub-avatar" src={photo} alt={name} width="72" height="72" onError={() => setFailed(photo)} />
  ) : (
    <div className="hub-avatar hub-avatar--initials" role="img" aria-label={name} data-testid="avatar-initials">
      {initialsOf(user?.displayName)}
    </div>
  );
}
