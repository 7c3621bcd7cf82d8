type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export function loadPageRoutes(): Promise<Array<{ path: string; page: string }>>;
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function shellFiles(manifest: Manifest): Set<string>;
export function firstLoad(manifest: Manifest, pageKey: string, sizeOf: (file: string) => number): number;
export function budgetFor(route: string, budgets: { default: number; routes: Record<string, number> }): number;
export function overBudget(rows: Array<{ route: string; kb: number; budget: number }>): string | null;
