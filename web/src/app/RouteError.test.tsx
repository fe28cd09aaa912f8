import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { renderRoutes } from '../test/render';
import { isChunkLoadError, RouteError } from './RouteError';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('RouteError', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('de');
  });

  it('recognises failed lazy chunks', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('shows a localised message with a reload button when a screen chunk fails to load', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/HomeScreen.js');
    renderRoutes([{ path: '/', element: <Broken error={error} />, errorElement: <RouteError /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Die Seite konnte nicht geladen werden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });
});
