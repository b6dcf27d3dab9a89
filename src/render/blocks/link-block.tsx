import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../../app/hub-context';
import type { BlockProps } from './block-props';

/** A link to another route of routes.json, keeping the query string (brand, redirectPath). */
export function LinkBlock({ block }: BlockProps<Extract<FlowBlock, { type: 'link' }>>) {
  const { config, query } = useHub();
  const search = query.toString();
  return (
    <Link href={`${block.to}${search ? `?${search}` : ''}`} className={block.variant === 'button' ? 'hub-button hub-button--secondary' : 'hub-link'}>
      {config.catalogue.t(block.label)}
    </Link>
  );
}
