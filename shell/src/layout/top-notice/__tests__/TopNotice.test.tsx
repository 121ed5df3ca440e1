import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderChrome } from '../../__tests__/chrome-harness';
import { TOP_NOTICE, TopNotice } from '../TopNotice';

const domains = { current: 'arenabet1042.com', next: 'arenabet1043.com' };

function Nav() {
  return (
    <>
      <Link to="/spor">spor</Link>
      <Link to="/">home</Link>
    </>
  );
}

describe('TopNotice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the current and next domain on the home route in a 30 px bar scrolling over 20 s', () => {
    renderChrome(<TopNotice />, { site: { domains } });
    const notice = screen.getByTestId('top-notice');
    expect(notice).toHaveTextContent('arenabet1042.com');
    expect(notice).toHaveTextContent('arenabet1043.com');
    expect(notice).toHaveStyle({ height: `${TOP_NOTICE.heightPx}px` });
    expect(screen.getByTestId('top-notice-text')).toHaveStyle({ animation: 'arena-marquee 20s linear infinite' });
  });

  it('is not shown on other routes', () => {
    renderChrome(<TopNotice />, { path: '/spor', site: { domains } });
    expect(screen.queryByTestId('top-notice')).toBeNull();
  });

  it('stores topNotifyRead on close, fades, and is removed after 500 ms', () => {
    const { action } = renderChrome(<TopNotice />, { site: { domains } });
    fireEvent.click(screen.getByTestId('top-notice-close'));
    expect(window.localStorage.getItem('topNotifyRead')).not.toBeNull();
    expect(screen.getByTestId('top-notice')).toHaveAttribute('data-state', 'fading');
    act(() => jest.advanceTimersByTime(TOP_NOTICE.fadeMs - 1));
    expect(screen.getByTestId('top-notice')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('top-notice')).toBeNull();
    expect(action.get().topNotifyRead).toBe(true);
  });

  it('stays hidden on return when the read marker exists', () => {
    const { action } = renderChrome(<TopNotice />, { site: { domains } });
    act(() => action.patch({ topNotifyRead: true }));
    expect(screen.queryByTestId('top-notice')).toBeNull();
  });

  it('is dismissed by navigating elsewhere', () => {
    renderChrome(
      <>
        <Nav />
        <TopNotice />
      </>,
      { site: { domains } },
    );
    expect(screen.getByTestId('top-notice')).toBeInTheDocument();
    fireEvent.click(screen.getByText('spor'));
    fireEvent.click(screen.getByText('home'));
    expect(screen.queryByTestId('top-notice')).toBeNull();
  });
});
