import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/route-table';
import { BlankLayout } from './blank-layout';
import { BodyOnlyLayout } from './body-only-layout';
import { DefaultLayout } from './default-layout';
import { LandingLayout } from './landing-layout';
import { UnitholderLayout } from './unitholder-layout';

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  switch (name) {
    case 'default':
      return <DefaultLayout>{children}</DefaultLayout>;
    case 'landing':
      return <LandingLayout>{children}</LandingLayout>;
    case 'body-only':
      return <BodyOnlyLayout>{children}</BodyOnlyLayout>;
    case 'unitholder':
      return <UnitholderLayout>{children}</UnitholderLayout>;
    case 'blank':
      return <BlankLayout>{children}</BlankLayout>;
  }
}
