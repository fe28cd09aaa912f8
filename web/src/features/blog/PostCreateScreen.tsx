import { Card } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useBlog } from './BlogLayout';
import { PostForm } from './PostForm';

/** /b/{blog}/p/create: title and subtitle of a new draft; saving opens its edit screen. */
export function PostCreateScreen() {
  const { t } = useTranslation();
  const blog = useBlog();
  return (
    <>
      <PageHeader title={t('blog:post.createTitle')} lead={t('blog:post.createLead', { name: blog.name })} />
      <Card.Root variant="outline" maxW="xl">
        <Card.Body>
          <PostForm blog={blog.slug} />
        </Card.Body>
      </Card.Root>
    </>
  );
}
