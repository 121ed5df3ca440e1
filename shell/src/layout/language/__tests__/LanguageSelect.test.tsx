import { fireEvent, screen } from '@testing-library/react';
import { renderChrome } from '../../__tests__/chrome-harness';
import { LanguageSelect } from '../LanguageSelect';

describe('LanguageSelect', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the server languages with tr selected by default', () => {
    renderChrome(<LanguageSelect />, {
      site: {
        languages: [
          { locale: 'tr', name: 'Türkçe' },
          { locale: 'en', name: 'English' },
        ],
      },
    });
    const select = screen.getByTestId<HTMLSelectElement>('language-select');
    expect(select.value).toBe('tr');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Türkçe', 'English']);
  });

  it('stores the choice under `lang` and reloads', () => {
    const { reload } = renderChrome(<LanguageSelect />);
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'en' } });
    expect(window.localStorage.getItem('lang')).toBe('en');
    // and tells the server, which writes the next document's first paint in that language
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
    expect(document.documentElement.lang).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('has the Language label and Select Language placeholder in the sidebar form', () => {
    renderChrome(<LanguageSelect withLabel testId="sidebar-language" />);
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select Language' })).toBeInTheDocument();
  });
});
