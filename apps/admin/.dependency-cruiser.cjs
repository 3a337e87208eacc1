/**
 * Layers of the back-office (apps/admin/src): shared code (lib, components) → features → app.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: { path: '^apps/admin/src/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^apps/admin/src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      severity: 'error',
      comment: 'Shared code (src/lib, src/components) must not import a feature or the app layer.',
      from: { path: '^apps/admin/src/(lib|components)/' },
      to: { path: '^apps/admin/src/(features|app)/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment: 'An area must not import another area: move the shared part to src/lib or src/components.',
      from: { path: '^apps/admin/src/features/([^/]+)/' },
      to: { path: '^apps/admin/src/features/', pathNot: '^apps/admin/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
