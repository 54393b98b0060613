import { MobileOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { Button } from '../../../widgets/busy';

/**
 * The designer's bar: the page's name and whether it is saved (and kept in this browser), undo and redo,
 * the preview, save and publish. Memoised: typing into a property redraws it only when one of these changes.
 */
export const DesignerHeader = memo(function DesignerHeader(p: {
  name: string;
  dirty: boolean;
  kept: boolean;
  failed: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onHistory: (action: 'undo' | 'redo') => void;
  /** Opens the preview of the design as it is now. */
  onPreview: () => void;
  saving: boolean;
  publishing: boolean;
  onSave: () => void;
  onPublish: () => void;
}) {
  return (
    <Flex className="decor-header" wrap gap={8} align="center" justify="space-between">
      <Space wrap size={8}>
        <Typography.Text strong>{p.name || '未命名页面'}</Typography.Text>
        {p.dirty ? (
          <Tag color="warning">
            <span data-testid="decor-state">有未保存的修改{p.kept ? '（已存于本机）' : ''}</span>
          </Tag>
        ) : (
          <Tag color="success">
            <span data-testid="decor-state">已保存</span>
          </Tag>
        )}
        {p.failed ? <Typography.Text type="danger">本机无法暂存草稿，请及时保存</Typography.Text> : null}
      </Space>
      <Space wrap size={8}>
        <Tooltip title="撤销 (Ctrl+Z)">
          <Button icon={<UndoOutlined />} disabled={!p.canUndo} onClick={() => p.onHistory('undo')} aria-label="撤销" />
        </Tooltip>
        <Tooltip title="重做 (Ctrl+Shift+Z)">
          <Button icon={<RedoOutlined />} disabled={!p.canRedo} onClick={() => p.onHistory('redo')} aria-label="重做" />
        </Tooltip>
        <Button icon={<MobileOutlined />} onClick={p.onPreview}>
          预览
        </Button>
        <Button onClick={p.onSave} loading={p.saving} disabled={!p.dirty || p.saving || p.publishing}>
          保存草稿
        </Button>
        <Button type="primary" onClick={p.onPublish} loading={p.publishing} disabled={p.saving || p.publishing}>
          发布
        </Button>
      </Space>
    </Flex>
  );
});
