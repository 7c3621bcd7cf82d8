export const ALL_TESTS: string[];
export const ISOLATED: string[];
export const NEEDS_ISOLATION: RegExp;
