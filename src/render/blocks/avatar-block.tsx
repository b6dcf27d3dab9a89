import type { FlowBlock } from '../../config/types';
import type { BlockProps } from './block-props';
import { Avatar } from '../avatar';

/** The signed-in person's photo, or their initials (the profile's photo row draws the same avatar as its value). */
export function AvatarBlock(_: BlockProps<Extract<FlowBlock, { type: 'avatar' }>>) {
  return <Avatar />;
}
