import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { OptionalPart } from '../OptionalPart';

describe('OptionalPart', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('leaves out a lazy part whose chunk fails to load, and the page around it stays', async () => {
    const Broken = lazy(() => Promise.reject(new Error('Loading chunk 948 failed.')));
    render(
      <main>
        <p>header</p>
        <OptionalPart name="provider slider">
          <Broken />
        </OptionalPart>
        <p>footer</p>
      </main>,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('[shell] provider slider left out', expect.any(Error)));
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it('shows a part that loads', async () => {
    const Slider = lazy(() => Promise.resolve({ default: () => <p>slider</p> }));
    render(
      <OptionalPart name="provider slider">
        <Slider />
      </OptionalPart>,
    );
    expect(await screen.findByText('slider')).toBeInTheDocument();
  });
});
