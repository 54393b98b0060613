import { FormOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { downloadFile } from '../../../widgets/download';
import { PageFrame } from '../../../widgets/PageFrame';
import { cluePaths } from '../shared/paths';

/** `/enrollment/clue/export/list`: the import records (`import/list`), each exportable (`exportXsImportRecord`). */
export function ImportRecordsPage() {
  const navigate = useNavigate();
  const message = useMessage();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [exporting, setExporting] = useState<number | null>(null);
  const records = trpc.clue.importList.useQuery({ page, size }, { placeholderData: keepPreviousData });

  const exportRecord = async (id: number, fileName: string) => {
    setExporting(id);
    try {
      await downloadFile('/api/clue/import-record/export', { id }, `${fileName}_导入结果.xlsx`);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setExporting(null);
    }
  };

  return (
    <PageFrame
      title="线索导入"
      extra={
        <Flex wrap gap={8}>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => navigate(cluePaths.batchImport)}>
            批量导入
          </Button>
          <Button icon={<FormOutlined />} onClick={() => navigate(cluePaths.manualImport)}>
            手动导入
          </Button>
        </Flex>
      }
    >
      <ListTable
        rowKey="id"
        query={records}
        dataSource={records.data?.list ?? []}
        locale={{ emptyText: '暂无导入记录' }}
        pagination={{
          current: page,
          pageSize: size,
          total: records.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '30', '50'],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          { key: 'fileName', title: '文件名', dataIndex: 'fileName' },
          { key: 'total', title: '总条数', dataIndex: 'total', align: 'right' },
          {
            key: 'success',
            title: '成功',
            align: 'right',
            render: (_, r) => <Typography.Text type="success">{r.success}</Typography.Text>,
          },
          {
            key: 'failed',
            title: '失败',
            align: 'right',
            render: (_, r) => (r.failed > 0 ? <Typography.Text type="danger">{r.failed}</Typography.Text> : 0),
          },
          { key: 'operator', title: '操作人', dataIndex: 'operatorName' },
          { key: 'time', title: '导入时间', dataIndex: 'createTime' },
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            render: (_, r) => (
              <Button
                type="link"
                size="small"
                loading={exporting === r.id}
                onClick={() => void exportRecord(r.id, r.fileName.replace(/\.[^.]+$/, ''))}
              >
                导出明细
              </Button>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}
