import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Flex, Skeleton } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { Button } from '../../../widgets/busy';
import { LoadError, type LoadState } from '../../../widgets/load-error/LoadError';
import { PageFrame } from '../../../widgets/PageFrame';
import { RangeBar } from './RangeBar';
import { type RangeState, readRange, writeRange } from './range';
import { exportSections, type Section } from './sections';

/** The screen's range, kept in the address so that a reload or a shared link shows the same days. */
export function useAnalysisRange(): [RangeState, (r: RangeState) => void] {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  return [range, (r) => setParams(writeRange(r), { replace: true })];
}

/**
 * An analysis screen: its title, why the address's range was not used (when it was not), the range bar, an export of exactly what is shown (one sheet per part), and
 * the content once its figures are in; when they failed to load, the load error with 重试 (never a skeleton that
 * waits for nothing).
 */
export function AnalysisFrame(p: {
  title: string;
  range: RangeState;
  onRange: (r: RangeState) => void;
  sections: readonly Section[] | null;
  /** The query of the figures. */
  query: LoadState;
  children: ReactNode;
}) {
  const message = useMessage();
  const [exporting, setExporting] = useState(false);
  const exportShown = async () => {
    if (!p.sections) return;
    setExporting(true);
    try {
      const name = `${p.title}_${p.range.startDate}_${p.range.endDate}.xlsx`;
      await exportSections(name, p.sections);
      void message.success(`已导出 ${name}`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <PageFrame
      title={p.title}
      extra={
        <Button
          icon={<DownloadOutlined />}
          disabled={!p.sections}
          loading={exporting}
          onClick={() => void exportShown()}
        >
          导出
        </Button>
      }
    >
      <Flex vertical gap={16}>
        {p.range.refused ? <Alert type="warning" showIcon title={p.range.refused} /> : null}
        <RangeBar value={p.range} onChange={p.onRange} />
        {p.sections ? (
          p.children
        ) : p.query.error ? (
          <LoadError error={p.query.error} onRetry={p.query.refetch} retrying={p.query.isFetching} what={p.title} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Flex>
    </PageFrame>
  );
}
