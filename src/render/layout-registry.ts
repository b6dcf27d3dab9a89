/** Layout name of a flow document -> component. */
import type { ComponentType, ReactNode } from 'react';
import type { FlowDoc } from '../config/types';
import { AuthLayout } from './layouts/auth-layout';
import { PlainLayout } from './layouts/plain-layout';
import { DashboardLayout } from './layouts/dashboard-layout';

export interface LayoutProps {
  /** Catalogue key overriding the layout's default title. */
  title?: string;
  subtitle?: string;
  children: ReactNode;
}

export const layoutComponents: Record<FlowDoc['layout'], ComponentType<LayoutProps>> = {
  auth: AuthLayout,
  plain: PlainLayout,
  dashboard: DashboardLayout,
};
