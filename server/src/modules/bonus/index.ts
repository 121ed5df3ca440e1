// The bonus module's data other modules read without its service: the seeded campaigns, whose
// figures the content's offers state (cms/seed/offer-figures.ts).
export { SEED_CAMPAIGNS } from './seed';
