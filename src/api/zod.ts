import { config, z } from 'zod/mini';

// Every schema is made through this module, so this runs first. Without the JIT, zod does not
// compile a parser with `new Function` for each object schema (nor probe whether it may): a page
// parses each answer once or twice, so the compiling buys a phone nothing, and a strict
// Content-Security-Policy (no 'unsafe-eval') needs no exception.
config({ jitless: true });

export { z };
