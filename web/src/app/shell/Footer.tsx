import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';

export const APP_VERSION = __APP_VERSION__;

/** Version and the link to the legal notice. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" py="4" aria-label={t('footer.label')}>
      <Container maxW="6xl">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{t('footer.version', { version: APP_VERSION })}</Text>
          <RouterLink to="/impressum">{t('footer.impressum')}</RouterLink>
        </Flex>
      </Container>
    </Box>
  );
}
