import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCurrentPageName, usePageName, usePageNames, useRouteName } from './pageName';

function Named({ name }: { name?: string }) {
  usePageName(name);
  return <Link to="/other">away</Link>;
}

function Shell() {
  return (
    <>
      <p data-testid="name">{useCurrentPageName() ?? '(route title)'}</p>
      <Outlet />
    </>
  );
}

const router = () =>
  createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/loading', element: <Named /> },
          { path: '/list', element: <Named name="Meine Liste" /> },
          { path: '/other', element: <p>other</p> },
        ],
      },
    ],
    { initialEntries: ['/list'] },
  );

describe('the page name', () => {
  it('names the current page once its screen gives a name, and not the next page', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    expect(screen.getByTestId('name')).toHaveTextContent('Meine Liste');
    await act(() => r.navigate('/other'));
    expect(screen.getByTestId('name')).toHaveTextContent('(route title)');
    await act(() => r.navigate('/loading'));
    expect(screen.getByTestId('name')).toHaveTextContent('(route title)');
  });

  it('lets a layout name its own route, below which its screens name theirs', async () => {
    function BlogFrame() {
      useRouteName('Mein Blog');
      return <Outlet />;
    }
    function Names() {
      const names = usePageNames();
      return (
        <p data-testid="names">
          {[...names]
            .map(([path, { name }]) => `${path}=${name}`)
            .sort()
            .join(' ')}
        </p>
      );
    }
    const r = createMemoryRouter(
      [
        {
          element: (
            <>
              <Names />
              <Outlet />
            </>
          ),
          children: [
            {
              path: '/b/blog',
              element: <BlogFrame />,
              children: [{ path: 'post', element: <Named name="Ein Beitrag" /> }],
            },
            { path: '/other', element: <p>other</p> },
          ],
        },
      ],
      { initialEntries: ['/b/blog/post'] },
    );
    render(<RouterProvider router={r} />);
    expect(screen.getByTestId('names')).toHaveTextContent('/b/blog/post=Ein Beitrag /b/blog=Mein Blog');
    await act(() => r.navigate('/other'));
    expect(screen.getByTestId('names')).toBeEmptyDOMElement();
  });
});
