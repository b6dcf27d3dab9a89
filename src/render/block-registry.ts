/** Block type -> component. A new block type is one schema branch and one entry here. */
import type { ComponentType } from 'react';
import type { FlowBlock } from '../config/types';
import type { BlockProps } from './blocks/block-props';
import { TextBlock } from './blocks/text-block';
import { SpinnerBlock } from './blocks/spinner-block';
import { LinkBlock } from './blocks/link-block';
import { ButtonBlock } from './blocks/button-block';
import { FormBlock } from './blocks/form-block';
import { AvatarBlock } from './blocks/avatar-block';
import { UserFlagBlock } from './blocks/user-flag-block';
import { SectionBlock } from './blocks/section-block';
import { ApplicationsBlock } from './blocks/applications-block';

type Registry = { [T in FlowBlock['type']]: ComponentType<BlockProps<Extract<FlowBlock, { type: T }>>> };

export const blockComponents: Registry = {
  text: TextBlock,
  spinner: SpinnerBlock,
  link: LinkBlock,
  button: ButtonBlock,
  form: FormBlock,
  avatar: AvatarBlock,
  userFlag: UserFlagBlock,
  section: SectionBlock,
  applications: ApplicationsBlock,
};
