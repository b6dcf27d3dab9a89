import { useId } from 'react';
import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { withQuery } from '../../domain/navigation';

/**
 * A link to another route of routes.json, keeping the query string (brand, redirectPath); with a
 * lead-in before it on its line, and a hint under it that says what it does (issue 31: the spec's
 * EMAIL and PHONE NUMBER say where they go, not what happens there).
 */
export function LinkBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'link' }>>) {
  const { config, query } = useHub();
  const hintId = useId();
  const link = (
    <Link
      href={withQuery(block.to, query)}
      className={block.variant === 'button' ? 'hub-button hub-button--secondary' : 'hub-link'}
      aria-describedby={block.hint ? hintId : undefined}
    >
      {config.catalogue.t(block.label)}
    </Link>
  );
  const line = block.lead ? (
    <p className="hub-text hub-link-line">
      {config.catalogue.t(block.lead)} {link}
    </p>
  ) : (
    link
  );
  if (!block.hint) return line;
  return (
    <div className="hub-described">
      {line}
      <p className="hub-hint" id={hintId}>
        {config.catalogue.t(block.hint)}
      </p>
    </div>
  );
}
