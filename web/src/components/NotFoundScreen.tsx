import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';

/** Friendly page for every unknown path. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '16' }}>
      <Text color="teal.fg" aria-hidden="true">
        <Compass size={56} strokeWidth={1.5} />
      </Text>
      <Text textStyle="sm" fontWeight="semibold" color="fg.muted" letterSpacing="widest">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('notFound.text')}
      </Text>
      <Button asChild colorPalette="teal" mt="2">
        <RrLink to="/">
          <House />
          {t('notFound.home')}
        </RrLink>
      </Button>
    </Stack>
  );
}
