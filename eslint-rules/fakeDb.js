// A small local ESLint rule for test files: a test puts the fake server in the state it needs
// through the builders of src/testing/builders.ts (givenGreeting, givenClip, givenGuestGreeting…),
// never by writing its db by hand. It refuses importing the store's writers (updateDb, resetDb…)
// and any write through getDb(): an assignment, ++/--, delete, a mutating method (push, splice,
// sort…) or Object.assign on what getDb() holds, directly, through a variable or a helper that
// answers it, or in a callback over its rows. Reading getDb() to check an outcome stays free.
// eslint.config.js turns it on for test files outside src/testing and mocks/ (which own the db).

/** The store's functions that change the fake server's state. */
const WRITERS = new Set(['updateDb', 'resetDb', 'loadDb', 'putBlob', 'nextId']);
/** Methods that change the array (or Map, Set) they are called on. */
const MUTATING = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
/** Array methods that answer one of its elements. */
const ELEMENT = new Set(['find', 'findLast', 'at']);
/** Array methods that answer a new array of its elements (the elements are still the db's rows). */
const COPY = new Set(['filter', 'slice', 'concat', 'toSorted', 'toReversed', 'flat']);
/** Array methods whose callback's first parameter is one of its elements. */
const ITERATING = new Set(['forEach', 'map', 'flatMap', 'filter', 'find', 'findLast', 'findIndex', 'some', 'every', 'reduce']);
/** Object functions that write into their first argument. */
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);

const isStore = (specifier) => /(^|\/|#)mocks\/db\/store(\.ts)?$/.test(specifier);

const unwrap = (node) => {
  let n = node;
  while (
    n &&
    (n.type === 'TSNonNullExpression' ||
      n.type === 'TSAsExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'ChainExpression' ||
      n.type === 'TSTypeAssertion')
  )
    n = n.expression;
  return n;
};

const propertyName = (member) =>
  !member.computed && member.property.type === 'Identifier'
    ? member.property.name
    : member.property.type === 'Literal'
      ? String(member.property.value)
      : null;

/** @type {import('eslint').Rule.RuleModule} */
export const noFakeDbWritesRule = {
  meta: {
    type: 'problem',
    docs: { description: "Tests change the fake server's db only through the builders of src/testing/builders.ts" },
    schema: [],
    messages: {
      writer:
        "'{{name}}' writes the fake server's db: use a builder of src/testing/builders.ts (givenGreeting, givenClip…), or add one there.",
      write:
        "This writes the fake server's db by hand: use a builder of src/testing/builders.ts (givenGreeting, givenClip…), or add one there. getDb() is for reading outcomes.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** The variable `id` names where it is used. */
    const variableOf = (id) => {
      for (let scope = sourceCode.getScope(id); scope; scope = scope.upper) {
        const found = scope.set.get(id.name);
        if (found) return found;
      }
      return null;
    };

    /** What a function answers: its expression body, or its single return's argument. */
    const returned = (fn) => {
      if (fn.body.type !== 'BlockStatement') return fn.body;
      const returns = fn.body.body.filter((s) => s.type === 'ReturnStatement');
      return returns.length === 1 ? returns[0].argument : null;
    };

    /**
     * 'db' when the value of `node` is an object or array the fake server's db holds, 'rows' when
     * it is a new array of the db's rows, else null.
     */
    const kind = (node, depth = 0) => {
      const n = unwrap(node);
      if (!n || depth > 12) return null;
      if (n.type === 'CallExpression') {
        const callee = unwrap(n.callee);
        if (callee.type === 'Identifier') {
          if (callee.name === 'getDb') return 'db';
          const fn = functionOf(callee);
          const answer = fn && returned(fn);
          return answer ? kind(answer, depth + 1) : null;
        }
        if (callee.type === 'MemberExpression') {
          const method = propertyName(callee);
          const of = kind(callee.object, depth + 1);
          if (!of || !method) return null;
          if (ELEMENT.has(method)) return 'db';
          if (COPY.has(method)) return 'rows';
        }
        return null;
      }
      if (n.type === 'MemberExpression') return kind(n.object, depth + 1) ? 'db' : null;
      if (n.type === 'Identifier') {
        const variable = variableOf(n);
        const def = variable?.defs[0];
        if (!def) return null;
        if (def.type === 'Variable' && def.node.init) {
          const init = unwrap(def.node.init);
          if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return null;
          const of = kind(init, depth + 1);
          // a name destructured from the db's objects or arrays is one of the db's objects
          return of && def.node.id.type !== 'Identifier' ? 'db' : of;
        }
        if (def.type === 'Parameter') return rowParameter(def.node, n.name, depth) ? 'db' : null;
      }
      return null;
    };

    /** The function an identifier names (a declaration or a const arrow), if any. */
    const functionOf = (id) => {
      const def = variableOf(id)?.defs[0];
      if (!def) return null;
      if (def.type === 'FunctionName') return def.node;
      if (def.type === 'Variable' && def.node.init) {
        const init = unwrap(def.node.init);
        if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return init;
      }
      return null;
    };

    /** Is `name` the first parameter of a callback given to an iterating method of the db's rows? */
    const rowParameter = (fn, name, depth) => {
      const first = fn.params[0];
      if (!first || first.type !== 'Identifier' || first.name !== name) return false;
      const call = fn.parent;
      if (call?.type !== 'CallExpression' || call.arguments[0] !== fn) return false;
      const callee = unwrap(call.callee);
      if (callee.type !== 'MemberExpression' || !ITERATING.has(propertyName(callee) ?? '')) return false;
      return kind(callee.object, depth + 1) !== null;
    };

    const writesDb = (target) => {
      const t = unwrap(target);
      return t?.type === 'MemberExpression' && kind(t.object) !== null;
    };
    const report = (node) => context.report({ node, messageId: 'write' });

    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !isStore(node.source.value)) return;
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? (spec.imported.name ?? spec.imported.value) : null;
          if (name && WRITERS.has(name)) context.report({ node: spec, messageId: 'writer', data: { name } });
        }
      },
      AssignmentExpression(node) {
        if (writesDb(node.left)) report(node);
      },
      UpdateExpression(node) {
        if (writesDb(node.argument)) report(node);
      },
      UnaryExpression(node) {
        if (node.operator === 'delete' && writesDb(node.argument)) report(node);
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee.type !== 'MemberExpression') return;
        const method = propertyName(callee);
        if (!method) return;
        const object = unwrap(callee.object);
        if (object.type === 'Identifier' && (object.name === 'Object' || object.name === 'Reflect')) {
          const target = node.arguments[0];
          if ((OBJECT_WRITERS.has(method) || (object.name === 'Reflect' && method === 'set')) && target && kind(target) === 'db')
            report(node);
          return;
        }
        if (MUTATING.has(method) && kind(callee.object) === 'db') report(node);
      },
    };
  },
};

export default { rules: { 'no-fake-db-writes': noFakeDbWritesRule } };
