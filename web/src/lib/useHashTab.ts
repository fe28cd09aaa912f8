import { useLocation, useNavigate } from 'react-router-dom';
import { tabFromHash, tabSlug, type TabSpec } from './tableState';

/**
 * The open tab of a screen, kept in the URL hash (`#roles`) so a reload or a shared link opens it again. Switching
 * replaces the history entry and keeps the scroll position: a tab is no page of its own.
 */
export function useHashTab(tabs: readonly TabSpec[], fallback: string): [string, (tab: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash, tabs) ?? fallback;
  const setTab = (next: string) =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: `#${tabSlug(next)}` },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab];
}
