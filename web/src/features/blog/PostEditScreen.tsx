import { Button, Card, HStack, Tabs } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Eye, Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useParams } from 'react-router-dom';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useFragment } from '../../gql';
import { usePageName } from '../../lib/pageName';
import { useHashTab } from '../../lib/useHashTab';
import { useBlog } from './BlogLayout';
import { ImageBagModal } from './ImageBagModal';
import { ImageUploadTab } from './ImageUploadTab';
import { ImageFragment, PostQuery } from './operations';
import { PagesTab } from './PagesTab';
import { PostForm } from './PostForm';
import { PostStateBadge } from './PostStateBadge';

const TABS = [
  { id: 'data', labelKey: 'blog:edit.tabData' },
  { id: 'pages', labelKey: 'blog:edit.tabPages' },
  { id: 'images', labelKey: 'blog:edit.tabImages' },
] as const;

/** /b/{blog}/p/{post}/edit: tabs Data (title, subtitle, published), Pages and Image upload, and the image bag. */
export function PostEditScreen() {
  const { t } = useTranslation();
  const blog = useBlog();
  const { post: slug = '' } = useParams();
  const [tab, setTab] = useHashTab(TABS, 'data');
  const [bagOpen, setBagOpen] = useState(false);
  const { data, loading } = useQuery(PostQuery, {
    variables: { blog: blog.slug, slug },
    fetchPolicy: 'cache-and-network',
  });
  const post = data?.post;
  usePageName(post ? t('blog:edit.titleOf', { title: post.title }) : undefined);
  const images = useFragment(ImageFragment, post?.images ?? []);

  if (loading && !post) return <PageSpinner />;
  if (!post) return <NotFoundScreen />;

  return (
    <>
      <PageHeader
        title={t('blog:edit.titleOf', { title: post.title })}
        lead={<PostStateBadge active={post.active} />}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setBagOpen(true)}>
              <Images />
              {t('blog:images.bag', { count: images.length })}
            </Button>
            <Button asChild variant="outline">
              <RrLink to={`/b/${blog.slug}/p/${post.slug}`}>
                <Eye />
                {t('blog:edit.show')}
              </RrLink>
            </Button>
          </HStack>
        }
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="line"
        colorPalette="teal"
        lazyMount
      >
        <Tabs.List mb="4">
          <Tabs.Trigger value="data">{t('blog:edit.tabData')}</Tabs.Trigger>
          <Tabs.Trigger value="pages">{t('blog:edit.tabPages')}</Tabs.Trigger>
          <Tabs.Trigger value="images">{t('blog:edit.tabImages')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="data">
          <Card.Root variant="outline" maxW="xl">
            <Card.Body>
              <PostForm key={post.id} blog={blog.slug} post={post} />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
        <Tabs.Content value="pages">
          <PagesTab blog={blog.slug} postId={post.id} pages={post.pages} images={images} />
        </Tabs.Content>
        <Tabs.Content value="images">
          <ImageUploadTab blog={blog.slug} postId={post.id} />
        </Tabs.Content>
      </Tabs.Root>
      <ImageBagModal open={bagOpen} onClose={() => setBagOpen(false)} images={images} />
    </>
  );
}
