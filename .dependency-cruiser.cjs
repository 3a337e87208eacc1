/**
 * Layers of the web app (apps/web/src): shared code (lib, components, test) → features → app.
 * Static and dynamic `import()` both count; the `@/` alias is resolved through the web tsconfig.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import resolves (a wrong path or alias would otherwise hide its module from the rules below).',
      from: { path: '^apps/web/src/' },
      to: { couldNotResolve: true, pathNot: ['^virtual:', '[?](url|raw|worker)$'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not depend on itself through other modules (dynamic imports included).',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      severity: 'error',
      comment: 'Shared code (src/lib, src/components) must not import a feature or the app layer.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment: 'A feature must not import the app layer: screens compose features, not the other way round.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment:
        'A feature must not import another feature: compose them in src/app, or move the shared part to src/lib or src/components.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // an absolute path: the tsconfig `extends` is resolved from it
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
