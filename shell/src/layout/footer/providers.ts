/**
 * The provider logos of the footer slider, in order, with the badge text and colour drawn for
 * each. The reds and the purple are the brands' colours lightened to read at 4.5:1 on the dark badge.
 */
export const PROVIDERS: readonly { id: string; name: string; color: string }[] = [
  { id: 'amusnet-c', name: 'Amusnet', color: '#eb4262' },
  { id: '3oaksgaming-c', name: '3 Oaks', color: '#2e9d52' },
  { id: 'amatic-c', name: 'Amatic', color: '#d4a017' },
  { id: 'bgaming-c', name: 'BGaming', color: '#9869ea' },
  { id: 'betsoftow-c', name: 'Betsoft', color: '#1f8ad8' },
  { id: 'pragmaticplay-c', name: 'Pragmatic Play', color: '#f47b20' },
  { id: 'evolution-c', name: 'Evolution', color: '#c9a227' },
  { id: 'evoplay-c', name: 'Evoplay', color: '#00b3a4' },
  { id: 'netent-c', name: 'NetEnt', color: '#46b648' },
  { id: 'novomatic-c', name: 'Novomatic', color: '#ea4750' },
  { id: 'redtiger-c', name: 'Red Tiger', color: '#de5555' },
  { id: 'spribe-c', name: 'Spribe', color: '#eb4169' },
];

/** Footer provider slider. */
export const PROVIDER_SLIDER = { autoplayMs: 2000, slidesPerView: 3, wideBreakpoint: 992, wideSlidesPerView: 7, startDelayMs: 500 } as const;
