import './cutoff/clock-env';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Issue 8: the confirm step after the cut-off, on its own stack and database (cutoff/clock-env.ts).
export default defineConfig({ ...base, testDir: './cutoff' });
