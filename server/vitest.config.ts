import { defineProject } from 'vitest/config';

// The server suite runs against a real database: SQLite by default, PostgreSQL when TEST_DB=postgres
// (scripts/test.mjs runs it once for each). Every test file gets its own fresh database or schema.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Fails a test whose requests got an answer its route's contract does not allow.
    setupFiles: ['src/test/answer-check.setup.ts'],
    // Generous: npm test runs both database suites and the unit tests at once on two-core machines,
    // where the full demo seed takes over a minute.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
