import { Link } from 'wouter';
import type { FlowBlock } from '../../config/types';
import { useHub } from '../hub-context';
import { BrandLogo } from '../brand-logo';
import type { BlockProps } from './block-props';
import { ROUTE } from '../../domain/hub-routes';
import { withQuery } from '../../domain/navigation';
import { useBrands } from '../use-brands';

/**
 * Spec 2 /dashboard/applications: the non-mobile brands of this white-label, logo links to /redirect
 * with the name under each. A brand's square app icon stands for its logo where it has one, so a
 * logo that spells the name does not show it twice (issue 31).
 */
export function ApplicationsBlock(_: BlockProps<Extract<FlowBlock, { type: 'applications' }>>) {
  const { config } = useHub();
  // Each brand's look is a chunk of its own (issue 57): the list draws once they are all here.
  if (!useBrands(config.brandShelf, config.brandShelf.offered)) return null;
  const apps = [...config.brands.values()].filter((b) => b !== null && !b.isMobile);
  return (
    <ul className="hub-apps">
      {apps.map((b) => (
        <li key={b!.code}>
          <Link href={withQuery(ROUTE.handOver, new URLSearchParams({ brand: b!.code }))} className="hub-app">
            {b!.appIconUrl ? (
              <img className="hub-app__icon" src={b!.appIconUrl} alt="" width="48" height="48" />
            ) : (
              <BrandLogo brand={b!} alt="" className="hub-app__logo" />
            )}
            <span>{b!.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
