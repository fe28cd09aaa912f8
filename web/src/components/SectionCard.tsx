import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's section as an outlined card under an h2 (with an optional icon before it); untitled: the card alone. */
export function SectionCard({
  title,
  icon,
  children,
}: {
  title?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const heading = title && (
    <Heading as="h2" size="md" color="fg">
      {title}
    </Heading>
  );
  return (
    <Card.Root variant="outline">
      {heading && (
        <Card.Header pb="0">
          {icon ? (
            <HStack gap="2" color="fg.muted">
              {icon}
              {heading}
            </HStack>
          ) : (
            heading
          )}
        </Card.Header>
      )}
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
