import { Link } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { Link as RrLink } from 'react-router-dom';

type Props = Omit<ComponentProps<typeof Link>, 'asChild' | 'href'> & { to: string };

/** A Chakra-styled link for in-app navigation. */
export function RouterLink({ to, children, ...rest }: Props) {
  return (
    <Link asChild colorPalette="teal" color="colorPalette.fg" {...rest}>
      <RrLink to={to}>{children}</RrLink>
    </Link>
  );
}
