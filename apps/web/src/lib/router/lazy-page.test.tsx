import { type ComponentType, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../app/error-boundary';
import { lazyPage } from './lazy-page';

const Loading = () => <p>Loading</p>;
const Members = () => <h1>Members</h1>;

const caught: unknown[] = [];

function draw(Page: ComponentType) {
  return render(
    <ErrorBoundary fallback={(tryAgain) => <button onClick={tryAgain}>Try again</button>}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
    // The failed chunk is expected here: kept for the test rather than reported.
    { onCaughtError: (error) => caught.push(error) },
  );
}

describe('lazyPage', () => {
  it('suspends until its chunk arrives, and draws at once when preloaded', async () => {
    let fetches = 0;
    const Page = lazyPage(() => {
      fetches += 1;
      return Promise.resolve(Members);
    });
    const first = draw(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    first.unmount();

    draw(Page);
    expect(screen.getByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('asks for a chunk that failed again on the next try', async () => {
    let isOnline = false;
    const Page = lazyPage(() => (isOnline ? Promise.resolve(Members) : Promise.reject(new Error('offline'))));
    draw(Page);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(caught).toEqual([new Error('offline')]);
    isOnline = true;
    act(() => tryAgain.click());
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
  });
});
