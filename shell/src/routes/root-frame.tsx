import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBar } from '../global-ui/loading-bar';
import { SdkFullLoad } from '../modes/sdk-full-load';
import { RouteTracker } from '../tracking/route-tracker';
import { FocusMainOnNavigate } from './focus-main-on-navigate';

/** Parent of every route: the things that exist once per page whatever the layout. */
export function RootFrame() {
  return (
    <>
      <LoadingBar />
      <RouteTracker />
      <SdkFullLoad />
      <FocusMainOnNavigate />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
