import { Flex, HStack, IconButton, Tabs } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's groups as tabs, with buttons that move the open group one place left or right. */
export function GroupTabs({
  groups,
  group,
  onChange,
  onMove,
  busy,
  children,
}: {
  groups: readonly string[];
  group: string;
  onChange: (group: string) => void;
  /** `to` is the 1-based position among the groups. */
  onMove: (group: string, to: number) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // the open group may have no rows yet (a new list): it still gets its tab
  const shown = groups.includes(group) ? groups : [...groups, group];
  const at = groups.indexOf(group);
  return (
    <Tabs.Root
      value={group}
      onValueChange={(details) => onChange(details.value)}
      variant="line"
      colorPalette="teal"
    >
      <Flex gap="2" align="flex-end" mb="3">
        <Tabs.List flex="1" overflowX="auto" aria-label={t('iptv:member.list.groups')}>
          {shown.map((name) => (
            <Tabs.Trigger key={name} value={name} whiteSpace="nowrap">
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {at >= 0 && groups.length > 1 && (
          <HStack gap="0" pb="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('iptv:member.list.groupLeft', { group })}
              title={t('iptv:member.list.groupLeft', { group })}
              disabled={busy || at === 0}
              onClick={() => onMove(group, at)}
            >
              <ArrowLeft />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('iptv:member.list.groupRight', { group })}
              title={t('iptv:member.list.groupRight', { group })}
              disabled={busy || at === groups.length - 1}
              onClick={() => onMove(group, at + 2)}
            >
              <ArrowRight />
            </IconButton>
          </HStack>
        )}
      </Flex>
      {shown.map((name) => (
        <Tabs.Content key={name} value={name} pt="0">
          {name === group ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
