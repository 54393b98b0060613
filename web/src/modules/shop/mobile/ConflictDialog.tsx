import { Button, Modal, Typography } from 'antd';

export interface ConflictState {
  kind: 'draft' | 'publish';
  /** The version someone else saved, and when. */
  version: number;
  updateDate: string;
}

/**
 * A save refused because the page was saved elsewhere (another tab or device) since this designer loaded it:
 * the person chooses to load that version or to overwrite it with theirs; nothing happens silently.
 */
export function ConflictDialog(p: {
  conflict: ConflictState | null;
  busy: boolean;
  onCancel: () => void;
  onLoadTheirs: () => void;
  onOverwrite: () => void;
}) {
  const c = p.conflict;
  return (
    <Modal
      open={c !== null}
      title="页面已在别处修改"
      onCancel={p.onCancel}
      footer={[
        <Button key="cancel" onClick={p.onCancel}>
          取消
        </Button>,
        <Button key="theirs" onClick={p.onLoadTheirs} disabled={p.busy}>
          载入对方的版本
        </Button>,
        <Button key="mine" type="primary" danger onClick={p.onOverwrite} loading={p.busy}>
          用我的覆盖
        </Button>,
      ]}
    >
      {c ? (
        <>
          <Typography.Paragraph>
            此页面已于 {c.updateDate} 在其他窗口或设备上保存（版本 {c.version}），晚于你打开它的时间。
          </Typography.Paragraph>
          <Typography.Paragraph>
            载入对方的版本会放弃你在这里的修改；用我的覆盖会以你的修改{c.kind === 'publish' ? '发布' : '保存'}
            ，替换对方的版本。
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
