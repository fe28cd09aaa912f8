import { Button, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FilePlus, Save } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion } from '../../components/Accordion';
import { FormErrors } from '../../components/FormErrors';
import { PageSpinner } from '../../components/PageSpinner';
import { type FragmentType, useFragment } from '../../gql';
import type { PagesTab_PageFragment as PageFields } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { formatDate } from '../../lib/format';
import { lazyLoad } from '../../lib/lazyLoad';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import type { BlogImage } from './ImageBagModal';
import { AddPostPageMutation, PageFragment, UpdatePostPageMutation } from './operations';
import { PostStateBadge } from './PostStateBadge';

// TipTap is big: only editors opening a page download it (see the closing note of issue 13)
const RichTextEditor = lazyLoad(() => import('./editor/RichTextEditor').then((m) => m.RichTextEditor));

const NO_FIELDS: readonly never[] = [];

interface PageTarget {
  blog: string;
  postId: string;
  images: readonly BlogImage[];
}

/** One page in its accordion item: active switch, content editor and save. */
function PageForm({ page, blog, postId, images }: PageTarget & { page: PageFields }) {
  const { t } = useTranslation();
  const [content, setContent] = useState(page.content);
  const [active, setActive] = useState(page.active);
  // a refused save (a page over its size, a character that cannot be stored) is shown above the page; other
  // failures are toasts of the error link
  const errors = useFieldErrors(NO_FIELDS);
  const [save, { loading }] = useMutation(UpdatePostPageMutation, { context: errors.context });
  const onSave = async () => {
    errors.clear();
    try {
      const { data } = await save({
        variables: { blog, postId, pageId: page.id, input: { content, active } },
      });
      if (data) notifySuccess(t('blog:pages.saved', { page: page.pageNumber }));
    } catch (error) {
      errors.capture(error);
    }
  };
  return (
    <Stack gap="4" id={errors.formId}>
      <FormErrors messages={errors.otherErrors} />
      <Switch.Root
        colorPalette="teal"
        checked={active}
        onCheckedChange={(details) => setActive(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('blog:pages.active')}</Switch.Label>
      </Switch.Root>
      <Suspense fallback={<PageSpinner />}>
        <RichTextEditor
          value={page.content}
          onChange={setContent}
          label={t('blog:pages.content', { page: page.pageNumber })}
          images={images}
        />
      </Suspense>
      <Flex justify="flex-end">
        <Button colorPalette="teal" loading={loading} onClick={() => void onSave()}>
          <Save />
          {t('blog:pages.save', { page: page.pageNumber })}
        </Button>
      </Flex>
    </Stack>
  );
}

/** The Pages tab: an accordion item per page (number, created date, draft mark) and a button adding an empty page. */
export function PagesTab({
  pages: pageData,
  ...target
}: PageTarget & { pages: ReadonlyArray<FragmentType<typeof PageFragment>> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pages = useFragment(PageFragment, pageData);
  const [open, setOpen] = useState<string[]>(pages[0] ? [pages[0].id] : []);
  const [addPage, { loading }] = useMutation(AddPostPageMutation, {
    // the post's page list gains the new page; the show screen reads it from there
    update: (cache, { data }) => {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'Post', id: target.postId }),
        fields: {
          pages: (existing, { toReference }) => [
            ...(Array.isArray(existing) ? existing : []),
            toReference(data.addPostPage),
          ],
        },
      });
    },
  });
  const onAdd = async () => {
    const { data } = await addPage({ variables: { blog: target.blog, postId: target.postId } });
    if (!data) return;
    setOpen([data.addPostPage.id]);
    notifySuccess(t('blog:pages.added', { page: data.addPostPage.pageNumber }));
  };
  return (
    <Stack gap="4">
      <Accordion
        multiple
        value={open}
        onChange={setOpen}
        items={pages.map((page) => ({
          value: page.id,
          title: (
            <HStack gap="3" wrap="wrap">
              <Text as="span" fontWeight="semibold">
                {t('blog:pages.page', { page: page.pageNumber })}
              </Text>
              <Text as="span" textStyle="sm" color="fg.muted">
                {t('blog:pages.createdOn', { date: formatDate(page.createdAt, lang) })}
              </Text>
              {!page.active && <PostStateBadge active={false} />}
            </HStack>
          ),
          content: <PageForm key={page.id} page={page} {...target} />,
        }))}
      />
      <Flex>
        <Button variant="outline" colorPalette="teal" loading={loading} onClick={() => void onAdd()}>
          <FilePlus />
          {t('blog:pages.add')}
        </Button>
      </Flex>
    </Stack>
  );
}
