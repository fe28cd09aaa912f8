import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DateTimeText } from '../../components/DateTimeText';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { RouterLink } from '../../components/RouterLink';
import { graphql, useFragment } from '../../gql';
import type { PostFilter, PostListScreen_PostFragment, PostOrderField } from '../../gql/graphql';
import { DEFAULT_PER_PAGE, TRI_CHECKED, type Filters } from '../../lib/tableState';
import { notifySuccess } from '../../lib/toast';
import { evictFields } from '../../lib/evictFields';
import { BlogActions } from './BlogActions';
import { useBlog } from './BlogLayout';
import { PostStateBadge } from './PostStateBadge';
import { WRITER_ROLES } from './roles';
import { DeletePostMutation, PostsQuery } from './operations';

/** What the posts' table shows of a post. */
export const PostListScreenPostFragment = graphql(`
  fragment PostListScreen_post on Post {
    id
    slug
    title
    subtitle
    active
    createdAt
    updatedAt
    creator {
      name
    }
  }
`);

type PostRow = PostListScreen_PostFragment;

const NO_ROWS: readonly PostRow[] = [];

function PostActions({ post, blog }: { post: PostRow; blog: string }) {
  const { t } = useTranslation();
  // a deleted post leaves every cached page of the blog's lists
  const [remove] = useMutation(DeletePostMutation, {
    update: (cache, result) => {
      if (!result.data?.deletePost) return;
      cache.evict({ id: cache.identify({ __typename: 'Post', id: post.id }) });
      evictFields(cache, 'posts');
    },
  });
  return (
    <RoleGate roles={WRITER_ROLES}>
      <HStack gap="1" justify="flex-end">
        <IconButton asChild size="xs" variant="ghost" aria-label={t('blog:post.edit', { title: post.title })}>
          <RrLink to={`/b/${blog}/p/${post.slug}/edit`} title={t('blog:post.edit', { title: post.title })}>
            <Pencil />
          </RrLink>
        </IconButton>
        <DeleteButton
          iconOnly
          size="xs"
          label={t('blog:post.delete', { title: post.title })}
          confirm={{
            title: t('blog:post.deleteTitle'),
            message: t('blog:post.deleteMessage', { title: post.title }),
          }}
          onDelete={async () => {
            const { data } = await remove({ variables: { blog, id: post.id } });
            if (data?.deletePost) notifySuccess(t('blog:post.deleted', { title: post.title }));
          }}
        />
      </HStack>
    </RoleGate>
  );
}

function postsConfig(blog: string): TableConfig<PostRow, PostOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'blog:list.search' }],
    columns: [
      {
        id: 'title',
        headerKey: 'blog:post.title',
        sortField: 'TITLE',
        cell: (post) => (
          <RouterLink to={`/b/${blog}/p/${post.slug}`} fontWeight="medium" whiteSpace="normal">
            {post.title}
          </RouterLink>
        ),
      },
      {
        id: 'subtitle',
        headerKey: 'blog:post.subtitle',
        sortField: 'SUBTITLE',
        hideBelow: 'md',
        cell: (post) => (
          <Text as="span" whiteSpace="normal">
            {post.subtitle}
          </Text>
        ),
      },
      {
        id: 'active',
        headerKey: 'blog:post.active',
        sortField: 'ACTIVE',
        filter: { kind: 'tristate', field: 'active' },
        cell: (post) => <PostStateBadge active={post.active} />,
      },
      {
        id: 'creator',
        headerKey: 'blog:post.creator',
        hideBelow: 'lg',
        cell: (post) => post.creator?.name ?? '–',
      },
      {
        id: 'createdAt',
        headerKey: 'blog:post.created',
        sortField: 'CREATED_AT',
        hideBelow: 'sm',
        cell: (post) => <DateTimeText value={post.createdAt} />,
      },
      {
        id: 'updatedAt',
        headerKey: 'blog:post.updated',
        sortField: 'UPDATED_AT',
        hideBelow: 'lg',
        cell: (post) => <DateTimeText value={post.updatedAt} />,
      },
      {
        id: 'actions',
        card: 'actions',
        headerKey: 'blog:post.actions',
        align: 'end',
        width: '6rem',
        cell: (post) => <PostActions post={post} blog={blog} />,
      },
    ],
  };
}

function postFilterOf(filters: Filters): PostFilter {
  return {
    search: typeof filters.search === 'string' ? filters.search : undefined,
    active: typeof filters.active === 'number' ? filters.active === TRI_CHECKED : undefined,
  };
}

/** /b/{blog}/p/list: the blog's posts in the generic table (search, active filter, sorting and paging in the URL). */
export function PostListScreen() {
  const { t } = useTranslation();
  const blog = useBlog();
  const config = useMemo(() => postsConfig(blog.slug), [blog.slug]);
  const { state, variables } = useTableState(config);
  const { data, previousData, loading, error, refetch } = useQuery(PostsQuery, {
    variables: { blog: blog.slug, ...variables, filter: postFilterOf(state.filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.posts ?? (loading ? previousData?.posts : undefined);
  const rows = useFragment(PostListScreenPostFragment, page?.items) ?? NO_ROWS;
  return (
    <>
      <PageHeader
        title={t('blog:list.titleOf', { name: blog.name })}
        actions={<BlogActions blog={blog.slug} view="list" />}
      />
      <DataTable
        config={config}
        caption={t('blog:list.caption', { name: blog.name })}
        rows={rows}
        total={page?.pageInfo.total ?? 0}
        getRowId={(post) => post.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={() => void refetch()}
        emptyText={t('blog:list.empty')}
      />
    </>
  );
}
