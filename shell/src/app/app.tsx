import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { GlobalStyles } from '@port/shared/ui/global-styles';
import { startShell } from './start-shell';

/** The shell application rendered by bootstrap.tsx: global styles and the spec §2 router. */
export function App() {
  const [router] = useState(startShell);
  return (
    <>
      <GlobalStyles />
      <RouterProvider router={router} />
    </>
  );
}

export default App;
