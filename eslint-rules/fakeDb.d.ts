import type { Rule } from 'eslint';

export const noFakeDbWritesRule: Rule.RuleModule;
declare const plugin: { rules: { 'no-fake-db-writes': Rule.RuleModule } };
export default plugin;
