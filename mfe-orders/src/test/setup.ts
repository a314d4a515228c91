// vitest setupFiles: the clean-up of every front-end package (msw, testing-library, bus, UI store).
// Add this package's own after-each resets here, never as afterEach blocks in test files.
import '@port/shared/test/setup';
