import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_NOTICE_KEY = 'portal.cookieNotice';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** Bottom banner until dismissed; the dismissal is remembered in local storage. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(COOKIE_NOTICE_KEY, 'dismissed');
    } catch {
      // not remembered, but closed for now
    }
    setDismissed(true);
  };
  return (
    <Box
      role="region"
      aria-label={t('cookie.label')}
      position="sticky"
      bottom="0"
      zIndex="banner"
      bg="gray.900"
      color="gray.50"
      py="3"
      shadow="lg"
    >
      <Container maxW="6xl">
        <Flex gap="4" align="center" direction={{ base: 'column', sm: 'row' }}>
          <Box as="span" display={{ base: 'none', sm: 'block' }} flexShrink={0} aria-hidden="true">
            <Cookie size={22} />
          </Box>
          <Text textStyle="sm" flex="1">
            {t('cookie.text')}
          </Text>
          <Button
            size="sm"
            colorPalette="teal"
            onClick={dismiss}
            alignSelf={{ base: 'stretch', sm: 'center' }}
          >
            {t('cookie.accept')}
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
