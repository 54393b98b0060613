import type { AnyResource } from '@console/contracts';
import { useMessage } from '../../../app/message';
import { useAction, useInvalidate } from '../../../engine';
import { Button } from '../../../widgets/busy';

/** 批量上架 / 批量下架 of the selected courses, through the resource's shelf switch. */
export function ShelfBatch({
  resource,
  selected,
  clear,
}: {
  resource: AnyResource;
  selected: number[];
  clear: () => void;
}) {
  const message = useMessage();
  const action = useAction(resource);
  const invalidate = useInvalidate(resource);
  const set = async (value: '0' | '1') => {
    const done = await action.mutateAsync({ key: 'setShelf', input: { ids: selected, value } }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    void message.success(`已${value === '1' ? '上架' : '下架'} ${selected.length} 门课程`);
    clear();
    await invalidate();
  };
  const busy = (value: string) =>
    action.isPending && (action.variables?.input as { value?: string } | undefined)?.value === value;
  return (
    <>
      <Button disabled={selected.length === 0} loading={busy('1')} onClick={() => set('1')}>
        批量上架
      </Button>
      <Button disabled={selected.length === 0} loading={busy('0')} onClick={() => set('0')}>
        批量下架
      </Button>
    </>
  );
}
