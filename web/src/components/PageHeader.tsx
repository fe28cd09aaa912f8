import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's title (the page's only h1) and an optional lead text. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ md: 'flex-end' }}
      mb="6"
      gap="3"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {lead && (
          <Text color="fg.muted" textStyle="md">
            {lead}
          </Text>
        )}
      </Stack>
      {actions}
    </Stack>
  );
}
