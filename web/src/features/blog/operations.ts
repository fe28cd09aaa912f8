import { graphql } from '../../gql';

export const BlogQuery = graphql(`
  query Blog($slug: String!) {
    blog(slug: $slug) {
      slug
      name
    }
  }
`);

export const PostsQuery = graphql(`
  query Posts(
    $blog: String!
    $page: Int
    $perPage: Int
    $orderBy: PostOrderField
    $direction: SortDirection
    $filter: PostFilter
  ) {
    posts(
      blog: $blog
      page: $page
      perPage: $perPage
      orderBy: $orderBy
      direction: $direction
      filter: $filter
    ) {
      items {
        id
        ...PostListScreen_post
        ...OverviewScreen_post
      }
      pageInfo {
        currentPage
        lastPage
        perPage
        total
      }
    }
  }
`);

export const PageFragment = graphql(`
  fragment PagesTab_page on PostPage {
    id
    pageNumber
    content
    active
    createdAt
  }
`);

export const ImageFragment = graphql(`
  fragment ImageBag_image on Image {
    name
    filename
    imageUrl
    thumbnailUrl
  }
`);

export const PostQuery = graphql(`
  query Post($blog: String!, $slug: String!) {
    post(blog: $blog, slug: $slug) {
      id
      slug
      title
      subtitle
      active
      createdAt
      updatedAt
      readingMinutes
      creator {
        name
        ...CreatorCard_creator
      }
      pages {
        ...PagesTab_page
      }
      images {
        ...ImageBag_image
      }
    }
  }
`);

export const CreatePostMutation = graphql(`
  mutation CreatePost($blog: String!, $input: CreatePostInput!) {
    createPost(blog: $blog, input: $input) {
      id
      slug
      title
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation UpdatePost($blog: String!, $id: ID!, $input: UpdatePostInput!) {
    updatePost(blog: $blog, id: $id, input: $input) {
      id
      slug
      title
      subtitle
      active
      updatedAt
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($blog: String!, $id: ID!) {
    deletePost(blog: $blog, id: $id)
  }
`);

export const AddPostPageMutation = graphql(`
  mutation AddPostPage($blog: String!, $postId: ID!) {
    addPostPage(blog: $blog, postId: $postId) {
      id
      pageNumber
      ...PagesTab_page
    }
  }
`);

export const UpdatePostPageMutation = graphql(`
  mutation UpdatePostPage($blog: String!, $postId: ID!, $pageId: ID!, $input: UpdatePostPageInput!) {
    updatePostPage(blog: $blog, postId: $postId, pageId: $pageId, input: $input) {
      ...PagesTab_page
    }
  }
`);

export const PostImagesQuery = graphql(`
  query PostImages($blog: String!, $postId: ID!) {
    postImages(blog: $blog, postId: $postId) {
      ...ImageBag_image
    }
  }
`);
