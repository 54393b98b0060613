import { Alert, Space } from 'antd';
import { Button } from '../../widgets/busy';
import { formatChina } from '../china-time';

/** Coming back to a form with unsaved typing: when it was kept, and the two choices. */
export function DraftNotice(p: { savedAt: number; onRestore: () => void; onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={`发现 ${formatChina(p.savedAt, 'YYYY-MM-DD HH:mm')} 未保存的内容`}
      description="恢复后继续编辑，保存后草稿自动清除。"
      action={
        <Space>
          <Button size="small" type="primary" onClick={p.onRestore}>
            恢复
          </Button>
          <Button size="small" onClick={p.onDiscard}>
            放弃
          </Button>
        </Space>
      }
    />
  );
}
