// A small local ESLint rule: the server calls a greeting a "fizz" (the spec's wire names: fizzId,
// editFizzId, fizzCreated…); the app says greeting. The API's schemas turn wire names into the
// app's at the boundary (src/api/wireNames.ts), so an identifier with "fizz" in it is refused
// everywhere else. eslint.config.js leaves it off for the wire schemas and requests, mocks/ (the fake
// server speaks the wire), src/testing and tests (they read the fake server's db, which does too).
// Strings are not identifiers: a URL path or a query parameter the spec names is fine anywhere.

const WIRE = /fizz/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noWireNamesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The app names a greeting "greeting", never the wire\'s "fizz"' },
    schema: [],
    messages: {
      wire: "'{{name}}' is a wire name: the app says greeting (a schema in src/api renames it with fromWire).",
    },
  },
  create(context) {
    const check = (node) => {
      if (WIRE.test(node.name)) context.report({ node, messageId: 'wire', data: { name: node.name } });
    };
    return { Identifier: check, JSXIdentifier: check, PrivateIdentifier: check };
  },
};

export default { rules: { 'no-wire-names': noWireNamesRule } };
