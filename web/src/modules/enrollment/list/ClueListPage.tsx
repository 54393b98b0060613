import { DeleteOutlined, DownloadOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Grid, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { downloadFile } from '../../../widgets/download';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { ColumnChooser } from '../../../widgets/table/ColumnChooser';
import { useClueActions } from '../dialogs/useClueActions';
import { cluePaths } from '../shared/paths';
import type { Clue, ClueFilters, ClueScope } from '../shared/types';
import { BatchBar } from './BatchBar';
import { OPTIONAL_COLUMNS, type OptionalColumn, useColumnSettings } from './column-settings';
import { clueColumns } from './columns';
import { FilterBar } from './FilterBar';
import { readListState, writeListState } from './filters';
import { PoolQuota } from './PoolQuota';
import { RowActions } from './RowActions';
import { SCOPES } from './scopes';

const PAGE_SIZE_OPTIONS = ['10', '20', '30', '50'];

/**
 * One of the five lead lists (appointments, mine, today's, all, the pool) or its recycle bin: filters in the
 * address bar, remembered column settings, batch selection with the scope's batch actions, and the export of
 * exactly the filtered list.
 */
export function ClueListPage({ scope, recycled }: { scope: ClueScope; recycled: boolean }) {
  const config = SCOPES[scope];
  const navigate = useNavigate();
  const message = useMessage();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const input = { scope, page: state.page, size: state.size, ...state.filters };
  const live = trpc.clue.list.useQuery(input, { enabled: !recycled, placeholderData: keepPreviousData });
  const bin = trpc.clue.recycleList.useQuery(input, { enabled: recycled, placeholderData: keepPreviousData });
  const query = recycled ? bin : live;
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);
  const columns = useColumnSettings(scope, recycled);
  const screens = Grid.useBreakpoint();
  const actions = useClueActions(() => setSelected([]));

  const go = (next: { filters?: ClueFilters; page?: number; size?: number }) => {
    setSelected([]);
    setParams(writeListState({ ...state, page: 1, ...next }));
  };

  // 导出线索（含手机号） is a button code of its own (issue 29).
  const mayExport = useCan('clue.exportList');
  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadFile('/api/clue/export', { scope, ...state.filters }, '线索导出.xlsx');
      message.success(`已导出 ${name}`);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const title = recycled ? config.recycleTitle : config.title;
  const extra = (
    <Flex wrap gap={8} justify="flex-end">
      {!recycled && config.canCreate ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => actions.open({ kind: 'create' })}>
          新增线索
        </Button>
      ) : null}
      {!recycled && mayExport ? (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          导出
        </Button>
      ) : null}
      {recycled ? (
        <Button icon={<RollbackOutlined />} onClick={() => navigate(cluePaths.list(scope))}>
          返回列表
        </Button>
      ) : (
        <Button icon={<DeleteOutlined />} onClick={() => navigate(cluePaths.recycle(scope))}>
          回收站
        </Button>
      )}
      <ColumnChooser
        size="middle"
        choices={OPTIONAL_COLUMNS.map((c) => ({ key: c.key, label: c.title, shown: columns.visible.includes(c.key) }))}
        onChange={(wanted) => columns.save(wanted as OptionalColumn[])}
        onReset={columns.reset}
      />
    </Flex>
  );

  return (
    <PageFrame title={title} extra={extra} subtitle={scope === 'pool' && !recycled ? <PoolQuota /> : undefined}>
      <Flex vertical gap={12}>
        <FilterBar filters={state.filters} followFilter={config.followFilter} onApply={(filters) => go({ filters })} />
        <BatchBar
          ids={selected}
          actions={actions}
          available={config.actions}
          recycled={recycled}
          onClear={() => setSelected([])}
        />
        <Table<Clue>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          columns={clueColumns(
            scope,
            columns.visible,
            (clue) => <RowActions clue={clue} scope={scope} recycled={recycled} actions={actions} />,
            screens.md === true,
          )}
          scroll={{ x: 'max-content' }}
          locale={tableLocale(query, '线索') ?? { emptyText: recycled ? '回收站是空的' : config.empty }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            preserveSelectedRowKeys: false,
          }}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: query.error ? 0 : (query.data?.total ?? 0),
            hideOnSinglePage: Boolean(query.error),
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page, size) => go({ filters: state.filters, page: size === state.size ? page : 1, size }),
          }}
        />
      </Flex>
      {actions.dialogs}
    </PageFrame>
  );
}
