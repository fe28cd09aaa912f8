import { Button, Flex, Stack, Switch } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { RouterLink } from '../../components/RouterLink';
import { TextField } from '../../components/TextField';
import { evictFields } from '../../lib/evictFields';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { CreatePostMutation, UpdatePostMutation } from './operations';

const FIELDS = ['title', 'subtitle'] as const;

export interface PostValues {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  active: boolean;
}

/**
 * A post's data: title and subtitle (and, once it exists, the published switch). Creating opens the new post's
 * edit screen; a draft renamed gets a new slug, so the edit screen follows it. Server errors show under the fields.
 */
export function PostForm({ blog, post }: { blog: string; post?: PostValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues(
    { title: post?.title ?? '', subtitle: post?.subtitle ?? '' },
    errors,
  );
  const [active, setActive] = useState(post?.active ?? false);
  // lists and overviews show titles and the published state
  const evictLists = { update: (cache: Parameters<typeof evictFields>[0]) => evictFields(cache, 'posts') };
  const [create, { loading: creating }] = useMutation(CreatePostMutation, evictLists);
  const [update, { loading: updating }] = useMutation(UpdatePostMutation, evictLists);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const title = values.title.trim();
    const subtitle = values.subtitle.trim();
    try {
      if (post) {
        // only what changed: a published post's title may change, its slug stays
        const input = {
          title: title !== post.title ? title : undefined,
          subtitle: subtitle !== post.subtitle ? subtitle : undefined,
          active: active !== post.active ? active : undefined,
        };
        const { data } = await update({ variables: { blog, id: post.id, input } });
        if (!data) return;
        notifySuccess(t('blog:post.saved', { title: data.updatePost.title }));
        if (data.updatePost.slug !== post.slug) {
          await navigate(`/b/${blog}/p/${data.updatePost.slug}/edit`, { replace: true });
        }
      } else {
        const { data } = await create({
          variables: { blog, input: { title, subtitle: subtitle || undefined } },
        });
        if (!data) return;
        notifySuccess(t('blog:post.createdToast', { title: data.createPost.title }));
        await navigate(`/b/${blog}/p/${data.createPost.slug}/edit`);
      }
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="xl">
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('title')} label={t('blog:post.title')} autoComplete="off" required />
        <TextField {...field('subtitle')} label={t('blog:post.subtitle')} autoComplete="off" />
        {post && (
          <Switch.Root
            colorPalette="teal"
            checked={active}
            onCheckedChange={(details) => setActive(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('blog:post.activeSwitch')}</Switch.Label>
          </Switch.Root>
        )}
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <RouterLink to={`/b/${blog}/p/list`} textStyle="sm">
            {t('blog:post.backToList')}
          </RouterLink>
          <Button type="submit" colorPalette="teal" loading={creating || updating}>
            {t(post ? 'blog:post.save' : 'blog:post.createSubmit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
