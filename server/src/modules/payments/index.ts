// The payments module's data other modules read without its service: the seeded methods, whose
// limits the payments page states (cms/seed/pages.ts).
export { PAYMENT_METHODS } from './seed';
