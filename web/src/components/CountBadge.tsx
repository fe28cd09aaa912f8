import { Badge, Float } from '@chakra-ui/react';

/** The red unseen-count bubble on a navbar icon button (hidden from screen readers: the button's label says it). */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <Float placement="top-end" offset="1.5" pointerEvents="none">
      <Badge
        aria-hidden="true"
        data-testid={testId}
        colorPalette="red"
        variant="solid"
        size="xs"
        borderRadius="full"
        minW="4"
        justifyContent="center"
      >
        {count > 99 ? '99+' : count}
      </Badge>
    </Float>
  );
}
