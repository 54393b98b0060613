import { Button, Modal, Typography } from 'antd';

export interface Conflict {
  /** When the other save was made. */
  updateDate: string;
}

/**
 * A save found that someone saved the same settings from another tab or device since this page loaded them.
 * Nothing was written: the person reloads theirs (losing these changes) or overwrites (replacing the other),
 * or goes back to editing.
 */
export function ConflictDialog(p: {
  conflict: Conflict | null;
  /** What was saved elsewhere: '主题和底部导航', 'PC端装修'. */
  what: string;
  busy?: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={p.conflict !== null}
      title="内容已在别处更新"
      onCancel={p.onClose}
      footer={[
        <Button key="back" onClick={p.onClose}>
          继续编辑
        </Button>,
        <Button key="reload" onClick={p.onReload}>
          重新加载
        </Button>,
        <Button key="force" type="primary" danger loading={p.busy} onClick={p.onOverwrite}>
          覆盖保存
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        在你打开之后，另一个标签页或设备于 {p.conflict?.updateDate} 保存了{p.what}，本次保存没有写入。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        「重新加载」放弃你的修改，显示对方保存的内容；「覆盖保存」用你的修改替换对方的内容。
      </Typography.Paragraph>
    </Modal>
  );
}
