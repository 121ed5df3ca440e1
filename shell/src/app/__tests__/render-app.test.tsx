import React from 'react';
import { act, screen } from '@testing-library/react';
import { createBus } from '@arena/bus';
import { renderApp } from '../render-app';

jest.mock('../App', () => ({ App: () => <p>chrome</p> }));

/** The text of every global stylesheet emotion has put on the page. */
const globalCss = () =>
  [...document.querySelectorAll('style[data-emotion*="global"]')]
    .map((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join('') || style.textContent)
    .join('');

describe('renderApp', () => {
  it('renders the chrome as a transition and leaves the global CSS to the document', async () => {
    const startTransition = jest.spyOn(React, 'startTransition');
    const container = document.createElement('div');
    document.body.appendChild(container);
    let root: ReturnType<typeof renderApp> | undefined;
    await act(async () => {
      root = renderApp(container, { bus: createBus(), services: {} as never, site: {} as never, action: {} as never });
    });
    expect(screen.getByText('chrome')).toBeInTheDocument();
    expect(startTransition).toHaveBeenCalledTimes(1);
    expect(globalCss()).not.toContain('--chakra-colors-arena-bg');
    expect(container.querySelector('style')).toBeNull();
    act(() => root!.unmount());
    startTransition.mockRestore();
  });
});
