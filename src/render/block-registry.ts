/** Block type -> component. A new block type is one schema branch and one entry here. */
import type { ComponentType } from 'react';
import { onDemandComponent } from './on-demand-component';
import { onDemand } from '../services/on-demand';
import type { FlowBlock } from '../config/types';
import type { BlockProps } from './blocks/block-props';
import { TextBlock } from './blocks/text-block';
import { SpinnerBlock } from './blocks/spinner-block';
import { LinkBlock } from './blocks/link-block';
import { ButtonBlock } from './blocks/button-block';
import { FormBlock } from './blocks/form-block';
import { SectionBlock } from './blocks/section-block';

/**
 * The account row's chunk, which holds its panel too (row-groups.tsx): one loader for both, so a
 * chunk that failed to arrive is asked for again under a new URL by both (services/on-demand.ts).
 */
export const accountRowChunk = onDemand(() => import('./blocks/account-row-block'));

type Registry = { [T in FlowBlock['type']]: ComponentType<BlockProps<Extract<FlowBlock, { type: T }>>> };

export const blockComponents: Registry = {
  text: TextBlock,
  spinner: SpinnerBlock,
  link: LinkBlock,
  button: ButtonBlock,
  form: FormBlock,
  section: SectionBlock,
  // Blocks of account settings only: loaded with those screens.
  avatar: onDemandComponent(
    () => import('./blocks/avatar-block'),
    (m) => m.AvatarBlock,
  ),
  accountRow: onDemandComponent(accountRowChunk, (m) => m.AccountRowBlock),
  userFlag: onDemandComponent(
    () => import('./blocks/user-flag-block'),
    (m) => m.UserFlagBlock,
  ),
  secondFactors: onDemandComponent(
    () => import('./blocks/second-factors-block'),
    (m) => m.SecondFactorsBlock,
  ),
  passkeys: onDemandComponent(
    () => import('./blocks/passkeys-block'),
    (m) => m.PasskeysBlock,
  ),
  securityEvents: onDemandComponent(
    () => import('./blocks/security-events-block'),
    (m) => m.SecurityEventsBlock,
  ),
  signInMethods: onDemandComponent(
    () => import('./blocks/sign-in-methods-block'),
    (m) => m.SignInMethodsBlock,
  ),
  applications: onDemandComponent(
    () => import('./blocks/applications-block'),
    (m) => m.ApplicationsBlock,
  ),
};
