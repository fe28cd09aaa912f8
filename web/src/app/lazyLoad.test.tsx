import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';
import i18n from '../i18n';
import { renderRoutes } from '../test/render';
import { CHUNK_LOAD_TIMEOUT_MS, lazyLoad } from '../lib/lazyLoad';

/** A route whose screen comes from `load`, with the app's error screen. */
function renderLazy(load: () => Promise<() => React.ReactElement>) {
  const Screen = lazyLoad(load);
  renderRoutes([
    {
      path: '/',
      element: (
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      ),
      errorElement: <RouteError />,
    },
  ]);
}

describe('lazyLoad', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the screen once its chunk arrives', async () => {
    renderLazy(() => Promise.resolve(() => <h1>Arrived</h1>));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });

  it('gives up on a chunk that has not arrived after 120 s, with the page-could-not-be-loaded screen', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazy(() => new Promise(() => undefined));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
