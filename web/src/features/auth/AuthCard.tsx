import { Box, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/RouterLink';
import { useVisitorLinks } from '../../lib/visitorLinks';

/**
 * The centered card with the app name that every login-like screen uses; below the form the public screens a
 * visitor may open without an account (the polls).
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const visitorLinks = useVisitorLinks();
  return (
    <Center py={{ base: '4', md: '10' }}>
      <Card.Root w="full" maxW="md" variant="elevated" shadow="md" borderRadius="xl">
        <Card.Header pb="2">
          <Stack gap="4">
            <HStack gap="2.5">
              <Box
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="9"
                borderRadius="lg"
                bg="teal.solid"
                color="teal.contrast"
                fontWeight="bold"
                aria-hidden="true"
              >
                P
              </Box>
              <Stack gap="0">
                <Text fontWeight="bold" fontSize="xl" letterSpacing="tight">
                  {t('app.name')}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('app.tagline')}
                </Text>
              </Stack>
            </HStack>
            <Stack gap="1">
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {intro && (
                <Text color="fg.muted" textStyle="sm">
                  {intro}
                </Text>
              )}
            </Stack>
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {visitorLinks.length > 0 && (
          <Card.Footer borderTopWidth="1px" pt="4" textStyle="sm" color="fg.muted" flexWrap="wrap" gap="2">
            <Text as="span">{t('auth:visitors')}</Text>
            {visitorLinks.map((link) => (
              <RouterLink key={link.id} to={link.to}>
                {t(link.labelKey)}
              </RouterLink>
            ))}
          </Card.Footer>
        )}
      </Card.Root>
    </Center>
  );
}
