import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { IptvMoveDirection } from '../../../gql/graphql';
import { notifyRefusal } from '../../../lib/notifyRefusal';
import { notifySuccess } from '../../../lib/toast';
import {
  CopyIptvListChannelsToGroupMutation,
  MoveIptvListChannelMutation,
  MoveIptvListChannelsMutation,
  MoveIptvListChannelsToGroupMutation,
  MoveIptvListChannelToMutation,
  MoveIptvListGroupMutation,
  RemoveIptvListChannelsFromGroupMutation,
} from '../memberOperations';

/** What every change of a list makes stale: its rows, its groups, the provider groups of its rows. */
export const LIST_QUERIES = ['IptvListChannels', 'IptvListGroups', 'IptvListProviderGroups'];

const REFETCH = { refetchQueries: LIST_QUERIES, awaitRefetchQueries: true } as const;

/** Runs a change; a refusal (e.g. an invalid position) becomes a toast. Answers whether it went through. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    notifyRefusal(error);
    return false;
  }
}

/** The changes of a list's rows and groups (spec 02 §2); each reloads the list's queries when done. */
export function useListActions(listId: string, group: string) {
  const { t } = useTranslation();
  const [move, moveState] = useMutation(MoveIptvListChannelMutation, REFETCH);
  const [stepBlock, stepBlockState] = useMutation(MoveIptvListChannelsMutation, REFETCH);
  const [moveTo, moveToState] = useMutation(MoveIptvListChannelToMutation, REFETCH);
  const [moveGroup, moveGroupState] = useMutation(MoveIptvListGroupMutation, REFETCH);
  const [copy, copyState] = useMutation(CopyIptvListChannelsToGroupMutation, REFETCH);
  const [moveRows, moveRowsState] = useMutation(MoveIptvListChannelsToGroupMutation, REFETCH);
  const [remove, removeState] = useMutation(RemoveIptvListChannelsFromGroupMutation, REFETCH);

  return {
    busy: [
      moveState,
      stepBlockState,
      moveToState,
      moveGroupState,
      copyState,
      moveRowsState,
      removeState,
    ].some((s) => s.loading),
    step: (id: string, direction: IptvMoveDirection) =>
      attempt(() => move({ variables: { listId, id, direction } })),
    /** The checked rows one place up or down, as a block (those at the edge, and behind them, stay). */
    stepRows: (ids: string[], direction: IptvMoveDirection) =>
      attempt(() => stepBlock({ variables: { listId, ids, direction } })),
    /** 1-based positions within the shown group. */
    moveTo: (from: number, to: number) => attempt(() => moveTo({ variables: { listId, from, to, group } })),
    moveGroup: (name: string, to: number) =>
      attempt(() => moveGroup({ variables: { listId, group: name, to } })),
    copy: (ids: string[], target: string) =>
      attempt(async () => {
        const { data } = await copy({ variables: { listId, ids, group: target } });
        const count = data?.copyIptvListChannelsToGroup ?? 0;
        notifySuccess(t('iptv:member.list.copied', { count, group: target }));
      }),
    moveRows: (ids: string[], target: string) =>
      attempt(async () => {
        const { data } = await moveRows({ variables: { listId, ids, group: target } });
        const count = data?.moveIptvListChannelsToGroup ?? 0;
        notifySuccess(t('iptv:member.list.moved', { count, group: target }));
      }),
    /** Throws on failure: the confirmation dialog shows it. */
    remove: async (ids: string[]) => {
      const { data } = await remove({ variables: { listId, ids } });
      const count = data?.removeIptvListChannelsFromGroup ?? 0;
      notifySuccess(t('iptv:member.list.removed', { count }));
    },
  };
}

export type ListActions = ReturnType<typeof useListActions>;
