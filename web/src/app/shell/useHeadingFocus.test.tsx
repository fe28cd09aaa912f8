import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useHeadingFocus } from './useHeadingFocus';

let showHeading = () => {};

/** A screen whose heading comes when the test says (a lazy screen loading its data). */
function Late() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showHeading = () => setShown(true);
  }, []);
  return shown ? <h1>Neue Seite</h1> : <p>lädt …</p>;
}

function Frame() {
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  return (
    <>
      <button type="button">Benutzermenü</button>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

function open() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/late', element: <Late /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on the heading of a new page', () => {
  it('moves there once a loading screen shows its heading', async () => {
    const router = open();
    await act(() => router.navigate('/late'));
    await act(async () => showHeading());
    expect(screen.getByRole('heading', { name: 'Neue Seite' })).toHaveFocus();
  });

  it('stays where the member put it meanwhile: the user menu clicked right after login stays open', async () => {
    const router = open();
    await act(() => router.navigate('/late'));
    const menu = screen.getByRole('button', { name: 'Benutzermenü' });
    await userEvent.click(menu);
    await act(async () => showHeading());
    expect(menu).toHaveFocus();
  });

  it('stays where a key press put it meanwhile', async () => {
    const router = open();
    await act(() => router.navigate('/late'));
    const u = userEvent.setup();
    await u.tab();
    const focused = document.activeElement;
    await act(async () => showHeading());
    expect(document.activeElement).toBe(focused);
    expect(screen.getByRole('heading', { name: 'Neue Seite' })).not.toHaveFocus();
  });
});
