import { Badge, Box, Flex, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download as DownloadIcon, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../components/DeleteButton';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { DownloadRow_DownloadFragment } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { formatDateTime, formatKiB } from '../../lib/format';

/** What the inbox shows of a file; the live updates write it to the cache (`cache.ts`), typename included. */
export const DownloadRowFragment = graphql(`
  fragment DownloadRow_download on Download {
    __typename
    id
    filename
    sizeBytes
    downloadCount
    createdAt
    expiresAt
    seenAt
    url
  }
`);

export type Download = DownloadRow_DownloadFragment;

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="sm" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Box>
  );
}

/** One file of the inbox; new (unseen) files stand out until noticed (hovered, or focused by keyboard). */
export function DownloadRow({
  download: data,
  onSeen,
  onDownload,
  onDelete,
  busy,
}: {
  download: FragmentType<typeof DownloadRowFragment>;
  onSeen: (download: Download) => void;
  onDownload: (download: Download) => void;
  onDelete: (download: Download) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const download = useFragment(DownloadRowFragment, data);
  const unseen = !download.seenAt;
  const filename = download.filename;
  return (
    <Box
      as="li"
      data-unseen={unseen ? 'true' : undefined}
      // noticed by pointer or by keyboard: focus on any of the row's buttons counts like hovering the row
      onMouseEnter={() => onSeen(download)}
      onFocus={() => onSeen(download)}
      borderWidth="1px"
      borderColor={unseen ? 'teal.muted' : 'border'}
      borderInlineStartWidth="4px"
      borderInlineStartColor={unseen ? 'teal.solid' : 'border'}
      bg={unseen ? 'teal.subtle' : 'bg'}
      borderRadius="md"
      px={{ base: '3', md: '4' }}
      py="3"
      transition="background 0.2s"
    >
      <Flex gap="3" align="flex-start">
        <Box color={unseen ? 'teal.fg' : 'fg.muted'} pt="0.5" display={{ base: 'none', sm: 'block' }}>
          <FileText size={20} aria-hidden="true" />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Flex gap="2" align="flex-start">
            <HStack gap="2" wrap="wrap" flex="1" minW="0" pt="1">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {filename}
              </Text>
              {unseen && (
                <Badge colorPalette="teal" variant="solid" size="sm">
                  {t('downloads:new')}
                </Badge>
              )}
            </HStack>
            <HStack gap="1" flexShrink={0}>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="teal"
                aria-label={t('downloads:download', { filename })}
                title={t('downloads:download', { filename })}
                loading={busy}
                onClick={() => onDownload(download)}
              >
                <DownloadIcon />
              </IconButton>
              <DeleteButton
                iconOnly
                label={t('downloads:delete', { filename })}
                confirm={{
                  title: t('downloads:deleteTitle'),
                  message: t('downloads:deleteMessage', { filename }),
                }}
                onDelete={() => onDelete(download)}
              />
            </HStack>
          </Flex>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} columnGap="4" rowGap="1">
            <Meta label={t('downloads:created')}>{formatDateTime(download.createdAt, lang)}</Meta>
            <Meta label={t('downloads:size')}>{formatKiB(download.sizeBytes, lang)}</Meta>
            <Meta label={t('downloads:count')}>
              {t('downloads:countValue', { count: download.downloadCount })}
            </Meta>
            <Meta label={t('downloads:expires')}>
              {download.expiresAt ? formatDateTime(download.expiresAt, lang) : t('downloads:never')}
            </Meta>
          </SimpleGrid>
        </Stack>
      </Flex>
    </Box>
  );
}
