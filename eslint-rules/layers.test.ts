import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layersRule } from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const zones = [
  { target: 'src/shared', from: ['src/api', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/features/editor', from: ['src/features'], except: ['src/features/editor'] },
];
const options = [{ zones }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('layers', layersRule, {
  valid: [
    { filename: at('src/api/client.ts'), code: "import { x } from '../shared/lib/session';", options },
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "import { x } from '../rules/music';", options },
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "import { x } from '../../../api/editor/requests';", options },
    { filename: at('src/shared/ui/Button.tsx'), code: "import { Link } from 'react-router';", options },
  ],
  invalid: [
    { filename: at('src/shared/ui/QueryBoundary.tsx'), code: "import { x } from '../../api/errors';", options, errors: [{ messageId: 'restricted' }] },
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "import { x } from '../../accounts';", options, errors: [{ messageId: 'restricted' }] },
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "const m = import('../../personalise/pages/PersonalisePage');", options, errors: [{ messageId: 'restricted' }] },
    { filename: at('src/shared/lib/x.ts'), code: "export * from '../../../mocks/node';", options, errors: [{ messageId: 'restricted' }] },
  ],
});
