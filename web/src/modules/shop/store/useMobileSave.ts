import type { DecorTabBar } from '@console/contracts';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import type { Conflict } from '../../../widgets/conflict/ConflictDialog';

/**
 * Saves the theme and the tab bar (shopStore.saveMobile) on the version the page loaded. A conflict (someone
 * saved since) writes nothing and is kept for the person to decide: reload, or save again with `force`.
 */
export function useMobileSave(onSaved: () => void) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const save = trpc.shopStore.saveMobile.useMutation();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const run = async (input: { version: number; themeId: number; tabBar: DecorTabBar }, force = false) => {
    const out = await save.mutateAsync({ ...input, force }).catch(() => null);
    if (!out) return;
    if (out.status === 'conflict') {
      setConflict({ updateDate: out.updateDate });
      return;
    }
    setConflict(null);
    void message.success('保存成功');
    await utils.shopStore.get.invalidate();
    onSaved();
  };
  return { run, busy: save.isPending, conflict, dismiss: () => setConflict(null) };
}
