/** Layout name of a flow document -> component. */
import type { ComponentType, ReactNode } from 'react';
import { onDemandComponent } from './on-demand-component';
import type { FlowDoc } from '../config/types';
import { AuthLayout } from './layouts/auth-layout';
import { PlainLayout } from './layouts/plain-layout';
import { InlineLayout } from './layouts/inline-layout';

export interface LayoutProps {
  /** Catalogue key overriding the layout's default title. */
  title?: string;
  subtitle?: string;
  /** false on a checklist flow (onboarding): the brand switcher would lead away from finishing the account. */
  brandSwitcher?: boolean;
  children: ReactNode;
}

export const layoutComponents: Record<FlowDoc['layout'], ComponentType<LayoutProps>> = {
  auth: AuthLayout,
  plain: PlainLayout,
  inline: InlineLayout,
  // Account settings code loads only when account settings are shown.
  dashboard: onDemandComponent(
    () => import('./layouts/dashboard-layout'),
    (m) => m.DashboardLayout,
  ),
};
