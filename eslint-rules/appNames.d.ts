import type { Rule } from 'eslint';

export const noWireNamesRule: Rule.RuleModule;
declare const plugin: { rules: { 'no-wire-names': Rule.RuleModule } };
export default plugin;
