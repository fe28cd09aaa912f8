import { Box, Card, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/DataTable/Pagination';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { BlogActions } from './BlogActions';
import { useBlog } from './BlogLayout';
import { PostsQuery } from './operations';

const PER_PAGE = 12;

/** What a post's card shows. */
export const OverviewScreenPostFragment = graphql(`
  fragment OverviewScreen_post on Post {
    id
    slug
    title
    subtitle
    createdAt
    readingMinutes
    creator {
      name
    }
    images {
      filename
      thumbnailUrl
    }
  }
`);

function PostCardItem({
  post: masked,
  blog,
}: {
  post: FragmentType<typeof OverviewScreenPostFragment>;
  blog: string;
}) {
  const post = useFragment(OverviewScreenPostFragment, masked);
  const { t } = useTranslation();
  const lang = useLanguage();
  // the image bag is newest first: the post's first image is the oldest one
  const image = post.images.at(-1);
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" position="relative">
      {image && <Image src={image.thumbnailUrl} alt="" height="40" objectFit="cover" />}
      <Card.Body gap="2">
        <Card.Title as="h2">
          {/* the whole card is the link's hit area; the title is its name */}
          <RouterLink
            to={`/b/${blog}/p/${post.slug}`}
            _after={{ content: '""', position: 'absolute', inset: 0 }}
          >
            {post.title}
          </RouterLink>
        </Card.Title>
        {post.subtitle && <Card.Description>{post.subtitle}</Card.Description>}
      </Card.Body>
      <Card.Footer>
        <Text textStyle="sm" color="fg.muted">
          {t('blog:post.byline', {
            name: post.creator?.name ?? t('blog:post.formerMember'),
            date: formatDate(post.createdAt, lang),
            count: post.readingMinutes,
          })}
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

/** /b/{blog}/p/overview: the blog's published posts as cards, newest first. */
export function OverviewScreen() {
  const { t } = useTranslation();
  const blog = useBlog();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(PostsQuery, {
    variables: {
      blog: blog.slug,
      page,
      perPage: PER_PAGE,
      orderBy: 'CREATED_AT',
      direction: 'DESC',
      filter: { active: true },
    },
    fetchPolicy: 'cache-and-network',
  });
  const posts = data?.posts;
  return (
    <>
      <PageHeader
        title={blog.name}
        lead={t('blog:overview.lead')}
        actions={<BlogActions blog={blog.slug} view="overview" />}
      />
      {loading && !posts ? (
        <PageSpinner />
      ) : !posts ? (
        <LoadFailed text={t(error ? 'blog:loadFailed' : 'blog:overview.empty')} />
      ) : posts.items.length === 0 ? (
        <Text color="fg.muted">{t('blog:overview.empty')}</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {posts.items.map((post) => (
              <PostCardItem key={post.id} post={post} blog={blog.slug} />
            ))}
          </SimpleGrid>
          {posts.pageInfo.lastPage > 1 && (
            <Box mt="6">
              <Pagination
                page={page}
                lastPage={posts.pageInfo.lastPage}
                onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </Box>
          )}
        </>
      )}
    </>
  );
}
