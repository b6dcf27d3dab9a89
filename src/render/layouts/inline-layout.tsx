import type { LayoutProps } from '../layout-registry';

/**
 * A flow drawn inside another screen's layout (the dashboard header's Sign out, flows/sign-out.json):
 * its blocks only, no page chrome; a dialog step of it opens over the whole page as any dialog does.
 */
export function InlineLayout({ children }: LayoutProps) {
  return <div className="hub-inline-flow">{children}</div>;
}
