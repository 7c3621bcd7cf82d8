export const TEST_ROOTS: string[];
export const ALL_TESTS: string[];
export const NEEDS_ISOLATION: RegExp;
export function testFiles(dir: string): string[];
export function isolatedTests(read?: (file: string) => string): string[];
