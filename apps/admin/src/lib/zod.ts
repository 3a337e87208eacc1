// The app's `zod` (vite.config.ts points every `import … from 'zod'` of the app and the contract here):
// zod 4 probes `new Function` when it builds its first object schema, to compile fast parsers, and a CSP
// without 'unsafe-eval' reports that probe as a violation even though zod catches it. `jitless` is set by
// this module before it hands zod out, so no schema is ever built before it, whatever order the bundler
// puts the chunks in. The API keeps zod's compiled parsers: this file is the browser's only.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
