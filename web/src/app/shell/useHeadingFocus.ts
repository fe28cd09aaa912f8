import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to the page heading (the first h1 in `main`) when the path changes, so keyboard and screen-reader
 * users start on the new page rather than on the link they left (the heading gets tabIndex -1 to take focus).
 * Not on the first load, where focus starts at the top with the skip link; the redirects before the first
 * heading shows belong to that load. Not when only the query or hash changes: filters, sorting and paging keep
 * focus where it is. A screen still loading gets focus once its heading appears, unless the member has put focus
 * elsewhere meanwhile: the user menu opened right after login closed again when its heading came (issue 29 D-L8).
 */
export function useHeadingFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  const shownPath = useRef(pathname);

  useEffect(() => {
    const root = main.current;
    if (!root) return undefined;
    const moved = shownPath.current !== pathname;
    shownPath.current = pathname;
    // a click or key press while the screen loads means the member has gone on: focus stays where they put it
    let acted = false;
    const act = () => {
      acted = true;
    };
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (moved && loaded.current && !acted) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      loaded.current = true;
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
    };
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    return stop;
  }, [main, pathname]);
}
