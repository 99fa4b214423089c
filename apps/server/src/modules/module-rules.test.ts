import { fileURLToPath } from 'node:url';
import { testModuleRules } from '@koers/server-core/testing/module-rules';

// No breaches are left of those there when the rule came (issue 17): none may come back.
testModuleRules(fileURLToPath(new URL('.', import.meta.url)));
