/**
 * The special-field rules have one home, src/shared/lib/specialFields.ts (the shared form uses
 * them, and shared/ cannot import api/). The api layer reads them from there.
 */
export { previewTextOf, withValues } from '@/shared/lib/specialFields';
