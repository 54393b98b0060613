import { Flex, Tag, Typography } from 'antd';
import { Button, Modal } from '../busy';

/** A save the upstream refused: someone saved the same thing since this screen loaded it (when, which version). */
export interface Conflict {
  updateDate: string;
  version?: number;
  /**
   * The labels of the fields whose saved values differ from the ones here, when the screen compares them (the
   * engine's form does); shown before the person chooses to overwrite.
   */
  changes?: readonly string[];
}

/**
 * A save found that the same thing was saved from another tab, device or person since this screen loaded it.
 * Nothing was written: the person loads the latest (dropping the changes here), saves theirs over it after
 * seeing which fields differ, or goes back to editing — never silently either way. One dialog for the engine's
 * forms and the shop designers.
 */
export function ConflictDialog(p: {
  conflict: Conflict | null;
  /** What was saved elsewhere: '主题和底部导航', 'PC端装修', '此页面', '该课程'. */
  what: string;
  /** What the refused call was: a save, or publishing the page. */
  verb?: '保存' | '发布';
  busy?: boolean;
  /** The dialog opened for a restored local draft typed on this older version, not for a refused save. */
  draftVersion?: number;
  onCancel: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const c = p.conflict;
  const verb = p.verb ?? '保存';
  const overwrite = `覆盖${verb}`;
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
          加载最新
        </Button>,
        <Button key="force" type="primary" danger loading={p.busy} onClick={p.onOverwrite}>
          {overwrite}
        </Button>,
      ]}
    >
      {c ? (
        <>
          {p.draftVersion === undefined ? (
            <Typography.Paragraph>
              在你打开之后，{p.what}已于 {c.updateDate} 在别处保存
              {c.version === undefined ? '' : `（版本 ${c.version}）`}，本次{verb}没有写入，你填写的内容都还在。
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph>
              恢复的草稿是在版本 {p.draftVersion} 上填写的，{p.what}已于 {c.updateDate} 在别处保存
              {c.version === undefined ? '' : `（版本 ${c.version}）`}。草稿已填入表单，尚未{verb}。
            </Typography.Paragraph>
          )}
          {c.changes ? (
            <Typography.Paragraph>
              {c.changes.length > 0 ? (
                <Flex wrap gap={4} align="center" aria-label="与最新内容不同的字段">
                  与最新内容不同的字段：
                  {c.changes.map((label) => (
                    <Tag key={label} color="warning">
                      {label}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                '你的内容与最新内容没有不同的字段。'
              )}
            </Typography.Paragraph>
          ) : null}
          <Typography.Paragraph type="secondary">
            「加载最新」放弃你在这里的修改；「{overwrite}」以你的内容{verb}，替换最新的内容。
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
