import { Alert, Button, Card, chakra, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKiB } from '../../lib/format';
import { reloadQueries } from '../../lib/reloadQueries';
import { notifySuccess } from '../../lib/toast';
import { UploadRefusal } from '../../lib/uploadRefusal';
import { PostImagesQuery, PostQuery } from './operations';
import { uploadPostImage } from './upload';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** The image upload tab: choose an image, see it, add it to the post's image bag. */
export function ImageUploadTab({ blog, postId }: { blog: string; postId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const [preview, setPreview] = useState<string | null>(null);

  // a data: URL, since the portal's Content-Security-Policy allows images from itself and data: only (no blob:)
  const choose = (chosen: File | null) => {
    setFailure(null);
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      await uploadPostImage(blog, postId, file);
      notifySuccess(t('blog:images.uploaded', { name: file.name }));
      choose(null);
      (event.target as HTMLFormElement).reset();
      await reloadQueries(client, [PostQuery, PostImagesQuery]);
    } catch (error) {
      setFailure((error instanceof UploadRefusal && error.serverMessage) || t('blog:images.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" maxW="xl">
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="4">
            <Stack gap="1">
              <chakra.label htmlFor={inputId} fontWeight="medium" textStyle="sm">
                {t('blog:images.choose')}
              </chakra.label>
              <Input
                id={inputId}
                type="file"
                accept={ACCEPTED}
                p="1"
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
              />
              <Text textStyle="xs" color="fg.muted">
                {t('blog:images.hint')}
              </Text>
            </Stack>
            {failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Description>{failure}</Alert.Description>
              </Alert.Root>
            )}
            {file && preview && (
              <Stack gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  {t('blog:images.preview')}
                </Text>
                <Image
                  src={preview}
                  alt={t('blog:images.previewOf', { name: file.name })}
                  maxH="64"
                  objectFit="contain"
                  borderRadius="md"
                  borderWidth="1px"
                />
                <Text textStyle="xs" color="fg.muted">
                  {file.name} · {formatKiB(file.size)}
                </Text>
              </Stack>
            )}
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="teal" disabled={!file} loading={busy}>
                <Upload />
                {t('blog:images.upload')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
