import { Button, Modal, Typography } from 'antd';

/** A save the upstream refused: someone saved the same thing since this screen loaded it (when, which version). */
export interface Conflict {
  updateDate: string;
  version?: number;
}

/**
 * A save found that the same thing was saved from another tab or device since this screen loaded it. Nothing
 * was written: the person loads theirs (dropping the changes here), overwrites it with these changes, or goes
 * back to editing — never silently either way.
 */
export function ConflictDialog(p: {
  conflict: Conflict | null;
  /** What was saved elsewhere: '主题和底部导航', 'PC端装修', '此页面'. */
  what: string;
  /** What the refused call was: a save, or publishing the page. */
  verb?: '保存' | '发布';
  busy?: boolean;
  onCancel: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const c = p.conflict;
  const verb = p.verb ?? '保存';
  return (
    <Modal
      open={c !== null}
      title="内容已在别处更新"
      onCancel={p.onCancel}
      footer={[
        <Button key="back" onClick={p.onCancel}>
          继续编辑
        </Button>,
        <Button key="reload" onClick={p.onReload} disabled={p.busy}>
          载入对方的版本
        </Button>,
        <Button key="force" type="primary" danger loading={p.busy} onClick={p.onOverwrite}>
          用我的覆盖
        </Button>,
      ]}
    >
      {c ? (
        <>
          <Typography.Paragraph>
            在你打开之后，另一个标签页或设备于 {c.updateDate} 保存了{p.what}
            {c.version === undefined ? '' : `（版本 ${c.version}）`}，本次{verb}没有写入。
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            「载入对方的版本」放弃你在这里的修改；「用我的覆盖」以你的修改{verb}，替换对方的内容。
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
