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
  { target: 'mocks', from: ['src'], except: ['src/shared', 'src/api/*/schemas'] },
];
const options = [{ zones }];

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('layers', layersRule, {
  valid: [
    { filename: at('src/api/client.ts'), code: "import { x } from '../shared/lib/session';", options },
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "import { x } from '../rules/music';", options },
    {
      filename: at('src/features/editor/pages/EditPage.tsx'),
      code: "import { x } from '../../../api/editor/requests';",
      options,
    },
    { filename: at('src/shared/ui/Button.tsx'), code: "import { Link } from 'react-router-dom';", options },
    // mocks/ may use the api schemas and src/shared, nothing else of src/
    {
      filename: at('mocks/handlers/fizz.ts'),
      code: "import { createGreetingBodySchema } from '../../src/api/greetings/schemas';",
      options,
    },
    { filename: at('mocks/handlers/fizz.ts'), code: "import { x } from '../../src/api/purchase/schemas.ts';", options },
    { filename: at('mocks/http.ts'), code: "import { LIMITS } from '../src/shared/config/limits';", options },
    { filename: at('mocks/http.ts'), code: "import { x } from './db/store';", options },
    // the `@/` alias is src/
    { filename: at('src/features/editor/pages/EditPage.tsx'), code: "import { x } from '@/api/editor/requests';", options },
    { filename: at('mocks/handlers/fizz.ts'), code: "import { x } from '@/api/greetings/schemas';", options },
    { filename: at('mocks/handlers/fizz.ts'), code: "import { x } from '#mocks/db/store';", options },
  ],
  invalid: [
    {
      filename: at('src/shared/ui/QueryBoundary.tsx'),
      code: "import { x } from '../../api/errors';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('src/features/editor/pages/EditPage.tsx'),
      code: "import { x } from '../../accounts';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('src/features/editor/pages/EditPage.tsx'),
      code: "const m = import('../../personalise/pages/PersonalisePage');",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('src/shared/lib/x.ts'),
      code: "export * from '../../../mocks/node';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/handlers/fizz.ts'),
      code: "import { getFizz } from '../../src/api/greetings/requests';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/http.ts'),
      code: "import { ApiError } from '../src/api/errors';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/http.ts'),
      code: "import { x } from '../src/api/greetings/schemasExtra';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/devPanel/DevPanel.tsx'),
      code: "import { Button } from '../../src/features/editor/Button';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/actions.ts'),
      code: "import { renderRoute } from '../src/testing/render';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/actions.ts'),
      code: "import { x } from '../src/api/schemas/fizz/requests';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('src/shared/ui/Button.tsx'),
      code: "import { x } from '@/features/editor/rules';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    {
      filename: at('mocks/http.ts'),
      code: "import { ApiError } from '@/api/errors';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
    // the `#mocks/` alias is mocks/
    {
      filename: at('src/shared/lib/x.ts'),
      code: "import { getDb } from '#mocks/db/store';",
      options,
      errors: [{ messageId: 'restricted' }],
    },
  ],
});
