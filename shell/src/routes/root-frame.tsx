import { Outlet } from 'react-router-dom';
import { LoadingBar } from '../global-ui/loading-bar';
import { SdkFullLoad } from '../modes/sdk-full-load';
import { RouteTracker } from '../tracking/route-tracker';

/** Parent of every route: the things that exist once per page whatever the layout. */
export function RootFrame() {
  return (
    <>
      <LoadingBar />
      <RouteTracker />
      <SdkFullLoad />
      <Outlet />
    </>
  );
}
