import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/**
 * A link of a screen's own nav (the control panel's, time tracking's tables, DAWUM's screens): a small ghost
 * button, marked where it leads to the current page.
 */
export function SubNavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="ghost" _currentPage={{ bg: 'teal.subtle', color: 'teal.fg' }}>
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Button>
  );
}
