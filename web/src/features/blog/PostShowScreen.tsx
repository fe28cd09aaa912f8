import { Avatar, Box, Button, Card, Flex, Heading, HStack, Link, Span, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight, ExternalLink, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { PageSpinner } from '../../components/PageSpinner';
import { RoleGate } from '../../components/RoleGate';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { usePageName } from '../../lib/pageName';
import { useBlog } from './BlogLayout';
import { postContentCss } from './contentStyles';
import { WRITER_ROLES } from './roles';
import { PageFragment, PostQuery } from './operations';
import { PostStateBadge } from './PostStateBadge';

const CreatorCardFragment = graphql(`
  fragment CreatorCard_creator on PostCreator {
    name
    socialMedia {
      network
      url
    }
  }
`);

function CreatorCard(props: { creator: FragmentType<typeof CreatorCardFragment> }) {
  const { t } = useTranslation();
  const creator = useFragment(CreatorCardFragment, props.creator);
  return (
    <Card.Root as="aside" aria-label={t('blog:show.creator')} variant="subtle" size="sm">
      <Card.Body>
        <HStack gap="3" align="flex-start">
          <Avatar.Root colorPalette="teal" size="md">
            <Avatar.Fallback name={creator.name} />
          </Avatar.Root>
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold">{creator.name}</Text>
            {creator.socialMedia.length > 0 && (
              <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" textStyle="sm">
                {creator.socialMedia.map((link) => (
                  <li key={link.network}>
                    <Link
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="teal"
                      color="colorPalette.fg"
                    >
                      {link.network}
                      <ExternalLink size={12} aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </Flex>
            )}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /b/{blog}/p/{post}?page=N: a post read page by page; the previous/next controls change `page`, so every page has
 * its own address. Drafts (the post or a page) reach editors only and are marked as such.
 */
export function PostShowScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const blog = useBlog();
  const { post: slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(PostQuery, {
    variables: { blog: blog.slug, slug },
    fetchPolicy: 'cache-and-network',
  });
  const post = data?.post;
  usePageName(post?.title);
  const pages = useFragment(PageFragment, post?.pages ?? []);

  if (loading && !post) return <PageSpinner />;
  if (error && !post) {
    return <LoadFailed text={t('blog:loadFailed')} />;
  }
  if (!post) return <NotFoundScreen />;

  const wanted = Number(params.get('page')) || 1;
  const index = Math.min(
    Math.max(
      pages.findIndex((p) => p.pageNumber === wanted),
      0,
    ),
    pages.length - 1,
  );
  const page = pages[index];
  const goTo = (pageNumber: number) => {
    setParams(pageNumber > 1 ? { page: String(pageNumber) } : {});
    window.scrollTo({ top: 0 });
  };
  const previous = pages[index - 1];
  const next = pages[index + 1];

  return (
    <Stack as="article" gap="6" maxW="3xl" mx="auto">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          {!post.active && <PostStateBadge active={false} />}
          <Text textStyle="sm" color="fg.muted">
            {t('blog:post.byline', {
              name: post.creator?.name ?? t('blog:post.formerMember'),
              date: formatDate(post.createdAt, lang),
              count: post.readingMinutes,
            })}
          </Text>
        </HStack>
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {post.title}
        </Heading>
        {post.subtitle && (
          <Text textStyle="xl" color="fg.muted">
            {post.subtitle}
          </Text>
        )}
        <RoleGate roles={WRITER_ROLES}>
          <Box>
            <Button asChild size="sm" variant="outline">
              <RrLink to={`/b/${blog.slug}/p/${post.slug}/edit`}>
                <Pencil />
                {t('blog:show.edit')}
              </RrLink>
            </Button>
          </Box>
        </RoleGate>
      </Stack>
      {post.creator && <CreatorCard creator={post.creator} />}
      {page && (
        <Box as="section" aria-label={t('blog:show.pageOf', { page: index + 1, count: pages.length })}>
          {!page.active && (
            <Box mb="3">
              <PostStateBadge active={false} />
            </Box>
          )}
          {/* sanitised by the server on every write (allow-list: no scripts, handlers, styles or foreign images) */}
          <Box css={postContentCss} dangerouslySetInnerHTML={{ __html: page.content }} />
        </Box>
      )}
      {pages.length > 1 && (
        <Flex
          as="nav"
          aria-label={t('blog:show.pages')}
          justify="space-between"
          align="center"
          gap="3"
          borderTopWidth="1px"
          pt="4"
        >
          <Button
            variant="outline"
            aria-label={t('blog:show.previous')}
            disabled={!previous}
            onClick={() => previous && goTo(previous.pageNumber)}
          >
            <ChevronLeft />
            <Span hideBelow="sm">{t('blog:show.previous')}</Span>
          </Button>
          <Text textStyle="sm" color="fg.muted" aria-live="polite" whiteSpace="nowrap">
            {t('blog:show.pageOf', { page: index + 1, count: pages.length })}
          </Text>
          <Button
            variant="outline"
            aria-label={t('blog:show.next')}
            disabled={!next}
            onClick={() => next && goTo(next.pageNumber)}
          >
            <Span hideBelow="sm">{t('blog:show.next')}</Span>
            <ChevronRight />
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
