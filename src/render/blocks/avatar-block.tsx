import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { initialsOf } from '../../domain/initials';
import type { BlockProps } from './block-props';

/** The signed-in person's photo, or their initials when there is none. */
export function AvatarBlock(_: BlockProps<Extract<FlowBlock, { type: 'avatar' }>>) {
  const { user } = useHub();
  const name = user?.displayName ?? user?.email ?? '';
  return user?.photoURL ? (
    <img className="hub-avatar" src={user.photoURL} alt={name} width="72" height="72" />
  ) : (
    <div className="hub-avatar hub-avatar--initials" role="img" aria-label={name} data-testid="avatar-initials">
      {initialsOf(user?.displayName)}
    </div>
  );
}
