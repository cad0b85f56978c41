import { defineProject } from 'vitest/config';

// The server suite runs against a real database: SQLite by default, PostgreSQL when TEST_DB=postgres
// (scripts/test.mjs runs it once for each). Every test file gets its own fresh database or schema.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
