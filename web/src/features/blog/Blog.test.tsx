import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Navigate } from 'react-router-dom';
import i18n, { addTexts } from '../../i18n';
import { clearSession, saveSession } from '../../lib/session';
import { BlogLayout } from './BlogLayout';
import { blogFeature } from './feature';
import { OverviewScreen } from './OverviewScreen';
import { PostCreateScreen } from './PostCreateScreen';
import { PostShowScreen } from './PostShowScreen';
import { makeFragmentData } from '../../gql';
import { mockClient, renderRoutes, renderWithProviders } from '../../test/render';
import { PagesTab } from './PagesTab';
import {
  BlogQuery,
  CreatePostMutation,
  PageFragment,
  PostQuery,
  PostsQuery,
  UpdatePostPageMutation,
} from './operations';

type Mocks = Parameters<typeof mockClient>[0];

/** Logs the member in with `roles` (the session the role gates read). */
function loginWith(roles: string[]) {
  saveSession('tok', { id: '1', name: 'Mia Member', email: 'mia@example.com' }, roles);
}

/** The feature's blog routes (the app adds the guards and lazy loading around them). */
const routes = [
  {
    path: '/b/:blog/p',
    element: <BlogLayout />,
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      { path: 'overview', element: <OverviewScreen /> },
      { path: 'create', element: <PostCreateScreen /> },
      { path: ':post', element: <PostShowScreen /> },
    ],
  },
];

const blog = (slug: string, name: string | null): Mocks[number] => ({
  request: { query: BlogQuery, variables: { slug } },
  maxUsageCount: 5,
  result: { data: { blog: name === null ? null : { __typename: 'Blog', slug, name } } },
});

const page = (n: number, content: string, active = true) => ({
  __typename: 'PostPage' as const,
  id: `pg${n}`,
  pageNumber: n,
  content,
  active,
  createdAt: '2026-11-20T10:00:00Z',
});

const post = {
  __typename: 'Post' as const,
  id: '7',
  slug: 'hunde-im-schnee',
  title: 'Hunde im Schnee',
  subtitle: 'Ein Wintertag',
  active: true,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  readingMinutes: 2,
  creator: {
    __typename: 'PostCreator' as const,
    name: 'Demo Moderator',
    socialMedia: [
      { __typename: 'SocialLink' as const, network: 'mastodon', url: 'https://mastodon.example/@mod' },
    ],
  },
  pages: [
    page(1, '<p>Erste <strong>Seite</strong></p>'),
    page(2, '<h2>Zweite</h2>', false),
    page(3, '<p>Dritte</p>'),
  ],
  images: [],
};

const postsOverview: Mocks[number] = {
  request: { query: PostsQuery, variables: () => true },
  maxUsageCount: 5,
  result: {
    data: {
      posts: {
        __typename: 'PostList',
        items: [
          {
            ...post,
            pages: undefined,
            creator: { __typename: 'PostCreator', name: 'Demo Moderator' },
            images: [
              { __typename: 'Image', filename: 'a.webp', thumbnailUrl: '/files/blog-images/a-thumb.webp' },
            ],
          },
        ],
        pageInfo: { __typename: 'PageInfo', currentPage: 1, lastPage: 1, perPage: 12, total: 1 },
      },
    },
  },
};

describe('blogs', () => {
  beforeEach(async () => {
    clearSession();
    addTexts(blogFeature.texts);
    // the show screen scrolls a new page to the top; jsdom has no layout to scroll
    vi.stubGlobal('scrollTo', () => undefined);
    await i18n.changeLanguage('de');
  });

  it('answers an unknown blog with the not-found page', async () => {
    loginWith(['USER']);
    renderRoutes(routes, {
      path: '/b/nope/p/overview',
      client: mockClient([blog('nope', null)]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' }),
    ).toBeInTheDocument();
  });

  it('sends /b/{blog}/p to the overview; readers get no create button', async () => {
    loginWith(['USER']);
    const { router } = renderRoutes(routes, {
      path: '/b/it-stuff/p',
      client: mockClient([blog('it-stuff', 'IT-Kram'), postsOverview]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IT-Kram' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b/it-stuff/p/overview');
    const card = await screen.findByRole('link', { name: 'Hunde im Schnee' });
    expect(card).toHaveAttribute('href', '/b/it-stuff/p/hunde-im-schnee');
    expect(screen.getByText(/Demo Moderator · 20\.11\.2026 · 2 Minuten Lesezeit/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neuer Beitrag' })).toBeNull();
  });

  it('names the blog again in the new language after a switch', async () => {
    loginWith(['USER']);
    renderRoutes(routes, {
      path: '/b/it-stuff/p/overview',
      client: mockClient([
        { ...blog('it-stuff', 'IT-Kram'), maxUsageCount: 1 },
        blog('it-stuff', 'IT stuff'),
        postsOverview,
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'IT-Kram' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'IT stuff' })).toBeInTheDocument();
  });

  it('shows the create button to a MODERATOR', async () => {
    loginWith(['MODERATOR']);
    renderRoutes(routes, {
      path: '/b/it-stuff/p/overview',
      client: mockClient([blog('it-stuff', 'IT-Kram'), postsOverview]),
    });
    expect(await screen.findByRole('link', { name: 'Neuer Beitrag' })).toHaveAttribute(
      'href',
      '/b/it-stuff/p/create',
    );
  });

  it('reads a post page by page through ?page=, the draft page marked', async () => {
    loginWith(['ADMIN']);
    const { router } = renderRoutes(routes, {
      path: '/b/it-stuff/p/hunde-im-schnee?page=2',
      client: mockClient([
        blog('it-stuff', 'IT-Kram'),
        {
          request: { query: PostQuery, variables: { blog: 'it-stuff', slug: 'hunde-im-schnee' } },
          maxUsageCount: 5,
          result: { data: { post } },
        },
      ]),
    });
    const second = await screen.findByRole('region', { name: 'Seite 2 von 3' });
    expect(within(second).getByRole('heading', { level: 2, name: 'Zweite' })).toBeInTheDocument();
    expect(within(second).getByText('Entwurf')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hunde im Schnee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mastodon/ })).toHaveAttribute('rel', 'noopener noreferrer');

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('region', { name: 'Seite 3 von 3' })).toHaveTextContent('Dritte');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    await u.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(router.state.location.search).toBe('');
    const first = await screen.findByRole('region', { name: 'Seite 1 von 3' });
    expect(within(first).getByText('Seite', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows the server’s field errors under title and subtitle', async () => {
    loginWith(['MODERATOR']);
    renderRoutes(routes, {
      path: '/b/it-stuff/p/create',
      client: mockClient([
        blog('it-stuff', 'IT-Kram'),
        {
          request: { query: CreatePostMutation, variables: () => true },
          result: {
            errors: [
              new GraphQLError('invalid', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: { title: ['Titel fehlt.'], subtitle: ['Zu lang.'] },
                },
              }),
            ],
          },
        },
      ]),
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Titel fehlt.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Titel/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Untertitel' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused page save above the page, and saves nothing', async () => {
    const refused = vi.fn(() => ({
      errors: [
        new GraphQLError('invalid', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { content: ['Der Inhalt darf höchstens 1000000 Zeichen haben.'] },
          },
        }),
      ],
    }));
    renderWithProviders(
      <PagesTab
        blog="it-stuff"
        postId="7"
        images={[]}
        pages={[makeFragmentData(page(1, '<p>Erste</p>'), PageFragment)]}
      />,
      mockClient([{ request: { query: UpdatePostPageMutation, variables: () => true }, result: refused }]),
    );
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Seite 1 speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Inhalt darf höchstens 1000000 Zeichen haben.');
    // the focus moves there in an effect after the alert shows
    await waitFor(() => expect(alert).toHaveFocus());
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
