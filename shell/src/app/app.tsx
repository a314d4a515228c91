import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { GlobalStyles } from '@port/shared/ui/global-styles';
import { createEmotionCache } from './emotion-cache';
import { startShell } from './start-shell';

/** The shell application rendered by bootstrap.tsx: emotion's nonce'd cache, global styles and the spec §2 router. */
export function App() {
  const [router] = useState(startShell);
  const [cache] = useState(() => createEmotionCache());
  return (
    <CacheProvider value={cache}>
      <GlobalStyles />
      <RouterProvider router={router} />
    </CacheProvider>
  );
}

export default App;
