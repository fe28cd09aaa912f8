import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { FEATURES } from '../features';
import { footerLinks } from './menu';

export const APP_VERSION = __APP_VERSION__;

const LINKS = footerLinks(FEATURES);

/** Version and the features' footer links (the legal notice …), for everyone. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg" py="4" aria-label={t('footer.label')}>
      <Container maxW="6xl">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{t('footer.version', { version: APP_VERSION })}</Text>
          <HStack gap="4" wrap="wrap">
            {LINKS.map((link) => (
              <RouterLink key={link.id} to={link.to}>
                {t(link.labelKey)}
              </RouterLink>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
