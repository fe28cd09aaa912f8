import { Cpu, Dog } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../lib/feature';
import de from './de.json';
import en from './en.json';
import { WRITER_ROLES } from './roles';

const route = (path: string, title: string, rest: Omit<FeatureRoute, 'path' | 'titleKey'>): FeatureRoute => ({
  path,
  titleKey: `blog:routes.${title}`,
  ...rest,
});

/**
 * Blogs (spec 01 §2): the posts of a blog under /b/{blog}/p, read page by page; ADMIN and MODERATOR write them.
 * The editor comes with the edit screen only, so readers never download it.
 */
export const blogFeature: Feature = {
  id: 'blog',
  texts: { namespace: 'blog', de, en },
  routes: [
    route('b/:blog/p', 'blog', {
      screen: () => import('./BlogLayout').then((m) => m.BlogLayout),
      children: [
        { redirectTo: 'overview' },
        route('overview', 'overview', {
          screen: () => import('./OverviewScreen').then((m) => m.OverviewScreen),
        }),
        route('list', 'list', { screen: () => import('./PostListScreen').then((m) => m.PostListScreen) }),
        route('create', 'create', {
          roles: WRITER_ROLES,
          screen: () => import('./PostCreateScreen').then((m) => m.PostCreateScreen),
        }),
        route(':post/edit', 'edit', {
          roles: WRITER_ROLES,
          screen: () => import('./PostEditScreen').then((m) => m.PostEditScreen),
        }),
        route(':post', 'show', { screen: () => import('./PostShowScreen').then((m) => m.PostShowScreen) }),
      ],
    }),
  ],
  menu: [
    {
      kind: 'link',
      id: 'blog-my-dogs-and-me',
      labelKey: 'blog:nav.myDogsAndMe',
      to: '/b/my-dogs-and-me/p',
      group: 'blogs',
      tile: { titleKey: 'blog:nav.myDogsAndMe', descriptionKey: 'blog:home.myDogsAndMe', icon: Dog },
    },
    {
      kind: 'link',
      id: 'blog-it-stuff',
      labelKey: 'blog:nav.itStuff',
      to: '/b/it-stuff/p',
      group: 'blogs',
      tile: { titleKey: 'blog:nav.itStuff', descriptionKey: 'blog:home.itStuff', icon: Cpu },
    },
  ],
};
