import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import i18n, { setLanguage } from '../i18n';
import { errorToaster, notifyError } from '../lib/toast';
import { renderWithProviders } from '../test/render';
import { Toasters } from './Toasters';

afterEach(async () => {
  errorToaster.remove();
  await setLanguage('de');
});

it('names the toast regions in the member language', async () => {
  renderWithProviders(<Toasters />);
  act(() => notifyError('Forbidden.'));
  expect(await screen.findByRole('region', { name: 'Fehlermeldungen' })).toBeInTheDocument();
  await act(() => setLanguage('en'));
  expect(screen.getByRole('region', { name: 'Error messages' })).toBeInTheDocument();
  expect(i18n.language).toBe('en');
});
