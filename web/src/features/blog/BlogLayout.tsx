import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { PageSpinner } from '../../components/PageSpinner';
import { useLanguage } from '../../i18n';
import { useRouteName } from '../../lib/pageName';
import { BlogQuery } from './operations';

/** The blog a screen below /b/{blog}/p belongs to. */
export interface BlogInfo {
  slug: string;
  name: string;
}

/** The blog of the current screen (given by BlogLayout). */
export const useBlog = () => useOutletContext<BlogInfo>();

/** The frame of a blog's screens: an unknown blog is a proper not-found page, a known one is passed down. */
export function BlogLayout() {
  const { t } = useTranslation();
  const { blog: slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(BlogQuery, { variables: { slug } });
  // the server names the blog in the request's language: ask again after a language switch
  const language = useLanguage();
  const askedIn = useRef(language);
  useEffect(() => {
    if (askedIn.current === language) return;
    askedIn.current = language;
    void refetch();
  }, [language, refetch]);
  useRouteName(data?.blog?.name);
  if (loading && !data) return <PageSpinner />;
  if (error && !data) {
    return <LoadFailed text={t('blog:loadFailed')} />;
  }
  if (!data?.blog) return <NotFoundScreen />;
  return <Outlet context={data.blog satisfies BlogInfo} />;
}
