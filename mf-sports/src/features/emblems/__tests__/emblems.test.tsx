import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { CountryFlag, TeamCrest } from '..';
import { crestOf } from '../crest';

// The sportsbook's competitions and teams as the server's simulated feed seeds them: read from its
// source, so a competition added there with a new country fails here until it has a flag.
const SEED = fs.readFileSync(path.resolve(__dirname, '../../../../../server/src/modules/sports/feed/competitions.ts'), 'utf8');
const SEED_COUNTRIES = [...new Set([...SEED.matchAll(/country: '([A-Z]+)'/g)].map((m) => m[1]))];
const SEED_COMPETITIONS = SEED.split(/\n {2}\{\n/)
  .slice(1)
  .map((block) => [...block.matchAll(/\['([^']+)', \d+\]/g)].map((m) => m[1]));
const SEED_TEAMS = [...new Set(SEED_COMPETITIONS.flat())];

function renderIn(locale: string, element: ReactElement) {
  const bus = createBus({ i18n: { locale, translations: {} } });
  return render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>{element}</ArenaUiProvider>
    </BusContext.Provider>,
  );
}

describe('country flags', () => {
  it('reads the seed', () => {
    expect(SEED_COUNTRIES).toEqual(expect.arrayContaining(['TR', 'GB', 'EU', 'WORLD']));
    expect(SEED_TEAMS).toEqual(expect.arrayContaining(['Galatasaray', 'Real Madrid', 'Team Vitality']));
  });

  it.each(SEED_COUNTRIES.map((code) => [code]))('%s, which the seed uses, has its own flag and is named, not coded', (code) => {
    renderIn('tr', <CountryFlag code={code} />);
    const flag = screen.getByRole('img');
    expect(flag).toHaveAttribute('data-flag', code);
    expect(flag.querySelectorAll('rect, circle, path, polygon, ellipse').length).toBeGreaterThan(0);
    expect(flag.textContent).toBe('');
    expect(flag.getAttribute('aria-label')).not.toBe(code);
  });

  it('names the country in the player’s language', () => {
    const names = (locale: string) =>
      ['TR', 'GB', 'DE', 'EU', 'WORLD'].map((code) => {
        const view = renderIn(locale, <CountryFlag code={code} />);
        const name = screen.getByRole('img').getAttribute('aria-label');
        view.unmount();
        return name;
      });
    expect(names('tr')).toEqual(['Türkiye', 'Birleşik Krallık', 'Almanya', 'Avrupa', 'Dünya']);
    expect(names('en')).toEqual(['Türkiye', 'United Kingdom', 'Germany', 'Europe', 'World']);
  });

  it('draws every country differently', () => {
    const drawings = SEED_COUNTRIES.map((code) => {
      const view = renderIn('en', <CountryFlag code={code} />);
      const markup = screen.getByRole('img').innerHTML;
      view.unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(SEED_COUNTRIES.length);
  });

  it('shows an unknown code as a plain flag, still named', () => {
    renderIn('en', <CountryFlag code="BR" />);
    expect(screen.getByRole('img', { name: 'Brazil' })).toHaveAttribute('data-flag', 'unknown');
  });
});

describe('team crests', () => {
  it('gives a team the same crest every time, and kept from release to release', () => {
    expect(crestOf('Galatasaray')).toEqual(crestOf('Galatasaray'));
    expect(crestOf('  Galatasaray ')).toEqual(crestOf('Galatasaray'));
    expect(crestOf('Galatasaray')).toMatchInlineSnapshot(`
     {
       "initials": "G",
       "pattern": "band",
       "primary": "#6CABDD",
       "secondary": "#F26522",
     }
    `);
    expect(crestOf('Bayern München').initials).toBe('BM');
    expect(crestOf('Fenerbahçe').initials).toBe('F');
  });

  it('gives every seeded team a crest of its own, in two different colours', () => {
    const crests = SEED_TEAMS.map((team) => crestOf(team));
    for (const crest of crests) expect(crest.secondary).not.toBe(crest.primary);
    expect(new Set(crests.map((c) => JSON.stringify(c))).size).toBe(SEED_TEAMS.length);
  });

  it('is decorative: hidden from assistive technology, drawn the same for the same name', () => {
    const first = renderIn('en', <TeamCrest name="Fenerbahçe" />);
    const crest = first.container.querySelector('svg')!;
    expect(crest).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    const drawn = crest.getAttribute('data-crest');
    first.unmount();
    renderIn('en', <TeamCrest name="Fenerbahçe" />);
    expect(document.querySelector('svg')!.getAttribute('data-crest')).toBe(drawn);
  });
});
