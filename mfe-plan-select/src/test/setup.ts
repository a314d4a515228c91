// vitest setupFiles: the clean-up of every front-end package (msw, testing-library, bus, UI store).
// Add this package's own after-each resets here, never as afterEach blocks in test files.
import '@port/shared/test/setup';
import { afterEach } from 'vitest';
import { reloadDraftStore } from '../features/plan-create/model/draft-store';

// The plan-create draft lives in sessionStorage and a module store: each test starts without one.
afterEach(() => {
  sessionStorage.clear();
  reloadDraftStore();
});
