import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { inEveryLanguage } from '../i18n';
import { tabFromHash, tabSlug } from './tableState';

/** A tab of a screen: its id and the key of its label. */
export interface HashTab {
  id: string;
  labelKey: string;
}

/**
 * The open tab of a screen, kept in the URL hash so a reload or a shared link opens it again: its label in the
 * member's language, lowercase with spaces as hyphens (spec 01 §2: `#einnahmen-und-ausgaben`). The label in another
 * language and the tab's id (the hashes links carried before, `#items`) open it too. Switching replaces the history
 * entry and keeps the scroll position: a tab is no page of its own.
 */
export function useHashTab(tabs: readonly HashTab[], fallback: string): [string, (tab: string) => void] {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const named = useMemo(
    () => tabs.map(({ id, labelKey }) => ({ id, aliases: inEveryLanguage(labelKey) })),
    [tabs],
  );
  const tab = tabFromHash(location.hash, named) ?? fallback;
  const setTab = (next: string) => {
    const labelKey = tabs.find(({ id }) => id === next)?.labelKey;
    void navigate(
      {
        pathname: location.pathname,
        search: location.search,
        hash: `#${tabSlug(labelKey ? t(labelKey) : next)}`,
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, setTab];
}
