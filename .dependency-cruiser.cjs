// The server's import boundaries (DESIGN 'Layout', decision 060), checked by `npm test` after the lint.
// biome's import rules see one file at a time; these need the whole graph: cycles between modules,
// and who may import a module's repository.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-owns-its-repository',
      comment:
        "A module reads and writes only its own repository; it asks another module through that module's service.",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/[^/]+\\.repository\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'server-modules-form-no-cycle',
      comment:
        'Modules depend on each other one way only: when two need each other, the lower one declares what it needs and app.ts hands it in.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/modules/', circular: true },
    },
    {
      name: 'server-files-form-no-cycle',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^server/src/', circular: true },
    },
    {
      name: 'server-lower-layers-import-no-module',
      comment:
        'plugins, lib, db, storage and mail lie below the modules: they import no module, no seed and not the app.',
      severity: 'error',
      from: { path: '^server/src/(plugins|lib|db|storage|mail)/' },
      to: { path: '^server/src/(modules|seed|app\\.ts|main\\.ts)' },
    },
    {
      name: 'server-modules-import-no-seed-or-app',
      comment: 'The seed and the app are built from the modules, never the other way round.',
      severity: 'error',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(seed/|app\\.ts$|main\\.ts$)' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc reads the .ts files.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^server/src/',
    // Tests and their helpers may reach anywhere to set a scene; the boundaries are the product's.
    exclude: { path: '\\.test\\.ts$|^server/src/test/|/test-support\\.ts$|/test-uploads\\.ts$' },
    tsConfig: { fileName: 'server/tsconfig.json' },
  },
};
