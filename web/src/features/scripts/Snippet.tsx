import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Text a member copies as it is (a token, an address, a command): monospace, wrapped anywhere, on a tinted ground. */
export function Snippet({ children, size = 'xs' }: { children: ReactNode; size?: 'xs' | 'sm' }) {
  return (
    <Box
      as="pre"
      fontFamily="mono"
      textStyle={size}
      bg="bg.muted"
      borderRadius="md"
      px="3"
      py="2"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      minW="0"
    >
      {children}
    </Box>
  );
}
