import { LICENCE_DISPLAY_GLOBAL } from '@arena/contracts';
import { inlineLicenceDisplay } from '../config';

describe("the licence's display rules the server writes into the document", () => {
  it('are read as the two flags, and ignored when absent or malformed (the shell then asks at start-up)', () => {
    expect(inlineLicenceDisplay({ [LICENCE_DISPLAY_GLOBAL]: { sessionClock: true, netPosition: false } })).toEqual({ sessionClock: true, netPosition: false });
    expect(inlineLicenceDisplay({})).toBeNull();
    expect(inlineLicenceDisplay({ [LICENCE_DISPLAY_GLOBAL]: null })).toBeNull();
    expect(inlineLicenceDisplay({ [LICENCE_DISPLAY_GLOBAL]: { sessionClock: 'yes', netPosition: false } })).toBeNull();
    expect(inlineLicenceDisplay({ [LICENCE_DISPLAY_GLOBAL]: 'ukgc' })).toBeNull();
  });
});
