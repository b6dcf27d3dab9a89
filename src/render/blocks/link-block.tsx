import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import type { BlockProps } from './block-props';
import { withQuery } from '../../domain/navigation';

/** A link to another route of routes.json, keeping the query string (brand, redirectPath). */
export function LinkBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'link' }>>) {
  const { config, query } = useHub();
  return (
    <Link href={withQuery(block.to, query)} className={block.variant === 'button' ? 'hub-button hub-button--secondary' : 'hub-link'}>
      {config.catalogue.t(block.label)}
    </Link>
  );
}
