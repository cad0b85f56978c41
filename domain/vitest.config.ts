import { defineProject } from 'vitest/config';

// The property tests (fast-check) run hundreds of cases: on a loaded two-core machine 5 s is too short.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
