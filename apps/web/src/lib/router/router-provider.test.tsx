import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openHistoryAt } from '../../test/open-history';
import { lazyPage } from './lazy-page';
import { RouterProvider } from './router-provider';

describe('RouterProvider', () => {
  it('draws its children only once the first page can, after the page', async () => {
    const drawn: string[] = [];
    let arrive: () => void = () => undefined;
    const Dashboard = () => {
      useEffect(() => void drawn.push('page'), []);
      return <h1>Dashboard</h1>;
    };
    const Note = () => {
      useEffect(() => void drawn.push('note'), []);
      return null;
    };
    const Page = lazyPage(() => new Promise((resolve) => (arrive = () => resolve(Dashboard))));
    render(
      <RouterProvider
        history={openHistoryAt('/dashboard')}
        routes={[{ path: '/dashboard', Component: Page }]}
        fallback={<p>Loading</p>}
      >
        <Note />
      </RouterProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(drawn).toEqual([]);
    arrive();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(drawn).toEqual(['page', 'note']);
  });
});
