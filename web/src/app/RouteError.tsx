import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk/i;

/** True for a lazy screen that failed to load (time-out or missing file). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Shown in the page area when a screen fails to load or render; the shell stays usable. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <Stack gap="4" py="10" maxW="xl" role="alert">
      <Heading as="h1" size="xl">
        {chunk ? t('errors.chunkTitle') : t('errors.genericTitle')}
      </Heading>
      <Text color="fg.muted">{chunk ? t('errors.chunkText') : t('errors.genericText')}</Text>
      <Button alignSelf="flex-start" colorPalette="teal" onClick={() => window.location.reload()}>
        <RotateCw />
        {t('common.reload')}
      </Button>
    </Stack>
  );
}
