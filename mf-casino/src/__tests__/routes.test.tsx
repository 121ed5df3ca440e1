import { screen } from '@testing-library/react';
import { ROUTES } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { App } from '../App';

const owned = ROUTES.filter((r) => r.owner === 'casino');
const samplePath = (pattern: string) => pattern.replace(':id', '1').replace(':data', 'eyJnYW1lQ29kZSI6ImF2aWF0b3IifQ');

describe('casino remote routes', () => {
  it.each(owned.map((r) => [r.path, r] as const))('%s renders its title and breadcrumb', (_path, route) => {
    renderRemoteAt(App, samplePath(route.path), { i18n: { locale: 'en', translations: { [route.titleKey]: `T:${route.titleKey}`, Home: 'T:Home' } } });
    expect(screen.getByTestId('page-title')).toHaveTextContent(`T:${route.titleKey}`);
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('T:Home');
  });

  it('renders nothing for a route another remote owns', () => {
    const foreign = ROUTES.find((r) => r.owner !== 'casino')!;
    const { container } = renderRemoteAt(App, samplePath(foreign.path));
    expect(container.querySelector('[data-testid="page-title"]')).toBeNull();
  });
});
