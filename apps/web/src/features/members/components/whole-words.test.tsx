import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeSurname, WholeWords } from './whole-words';

// Issue 29: a long double surname may wrap after its hyphen; every other name stays whole, as issue 26 made them.
describe('names in the members table', () => {
  it('lets a double surname wrap after its hyphen, each part whole', () => {
    const { container } = render(<WholeSurname text="Schwarzenberger-Oberhausener" />);
    expect(container.textContent).toBe('Schwarzenberger-Oberhausener');
    expect([...container.querySelectorAll('span')].map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ['Schwarzenberger-', 'nowrap'],
      ['Oberhausener', 'nowrap'],
    ]);
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('keeps a plain surname and a hyphenated first name whole', () => {
    const surname = render(<WholeSurname text="von Berg" />).container;
    expect([...surname.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['von', 'Berg']);
    expect(surname.querySelectorAll('wbr')).toHaveLength(0);
    const first = render(<WholeWords text="Heinz-Dieter" />).container;
    expect(first.querySelectorAll('wbr')).toHaveLength(0);
    expect(first.querySelector('span')?.textContent).toBe('Heinz-Dieter');
  });
});
