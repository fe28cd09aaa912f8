import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import { Modal } from '../../components/Modal';

/** An image of a post's image bag (GraphQL `Image`). */
export interface BlogImage {
  name: string;
  filename: string;
  imageUrl: string;
}

/** The full address of an image, for copying into other places. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

interface ImageBagModalProps {
  open: boolean;
  onClose: () => void;
  images: readonly BlogImage[];
  /** Offered per image when the modal was opened from a page's editor. */
  onInsert?: (image: BlogImage) => void;
}

/** The post's image bag (spec 01 §2): name, filename and link of every image, to copy or insert into the page. */
export function ImageBagModal({ open, onClose, images, onInsert }: ImageBagModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('blog:images.bagTitle')} size="lg">
      {images.length === 0 ? (
        <Text color="fg.muted">{t('blog:images.empty')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {images.map((image) => (
            <Flex
              as="li"
              key={image.filename}
              gap="3"
              align="center"
              borderWidth="1px"
              borderRadius="md"
              p="2"
            >
              <Image
                src={image.imageUrl}
                alt=""
                boxSize="16"
                objectFit="cover"
                borderRadius="sm"
                flexShrink={0}
              />
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {image.name}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {t('blog:images.filename')}: {image.filename}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {t('blog:images.link')}: {absoluteUrl(image.imageUrl)}
                </Text>
              </Box>
              <Flex gap="1" wrap="wrap" justify="flex-end">
                <CopyToClipboard
                  iconOnly
                  value={absoluteUrl(image.imageUrl)}
                  label={t('blog:images.copyLink', { name: image.name })}
                />
                {onInsert && (
                  <Button size="sm" colorPalette="teal" variant="outline" onClick={() => onInsert(image)}>
                    <ImagePlus />
                    {t('blog:images.insert')}
                  </Button>
                )}
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
