import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { IMPORT_LIMITS } from '@console/contracts';
import { Alert, Flex, Progress, Result, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../../app/error-policy';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { saveBlob } from '../../../widgets/download';
import { PageFrame } from '../../../widgets/PageFrame';
import { useClueOptions } from '../shared/options';
import { cluePaths } from '../shared/paths';
import { ImportCancelledError, ImportWorkerClient } from './import-worker-client';
import { type ImportStage, progressOf } from './progress';
import { reportName, templateFile } from './report';
import { type ImportResult, sendImport } from './send';
import { ACCEPTED_EXTENSIONS, TEMPLATE_FILE_NAME } from './template';
import { ImportFileError } from './validate';

/** Failures shown on the page; the report has them all. */
const PREVIEW_ROWS = 100;

/**
 * `/enrollment/clue/export/add`: batch import. The file is read and checked in a web worker (every row, the
 * phone rule included), the valid rows are sent in chunks with a progress bar, and the rows in error can be
 * downloaded as a report.
 */
export function BatchImportPage() {
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const options = useClueOptions();
  const batch = trpc.clue.importBatch.useMutation();
  const worker = useRef<ImportWorkerClient | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
  const [result, setResult] = useState<(ImportResult & { fileName: string }) | null>(null);
  const [reporting, setReporting] = useState(false);

  useEffect(() => {
    worker.current = new ImportWorkerClient();
    return () => {
      abort.current?.abort();
      worker.current?.dispose();
    };
  }, []);

  const busy = stage.kind === 'checking' || stage.kind === 'sending';

  const run = async (file: File) => {
    if (!worker.current) return;
    setResult(null);
    setStage({ kind: 'checking', phase: 'read', done: 0, total: 0 });
    const controller = new AbortController();
    abort.current = controller;
    let sentSoFar = 0;
    try {
      const lookups = { sources: options.sources, followUsers: options.followUsers, tagGroups: options.tagGroups };
      const checked = await worker.current.check(
        file,
        lookups,
        (phase, done, total) => setStage({ kind: 'checking', phase, done, total }),
        controller.signal,
      );
      setStage({ kind: 'sending', sent: 0, total: checked.total });
      const out = await sendImport(
        checked,
        file.name,
        (input) => batch.mutateAsync(input),
        (sent, total) => {
          sentSoFar = sent;
          setStage({ kind: 'sending', sent, total, cancelling: controller.signal.aborted });
        },
        controller.signal,
      );
      setResult({ ...out, fileName: file.name });
      setStage({ kind: 'idle' });
      void utils.clue.invalidate();
    } catch (err) {
      if (err instanceof ImportCancelledError) {
        setStage({ kind: 'idle' });
        message.info(err.message);
        return;
      }
      const text =
        err instanceof ImportFileError
          ? err.message
          : sentSoFar > 0
            ? `导入中断：已处理 ${sentSoFar} 行，可在导入记录中查看结果后再导入其余行。${errorText(err, '')}`
            : errorText(err, err instanceof Error ? err.message : '导入失败，请稍后再试');
      setStage({ kind: 'failed', message: text });
      if (sentSoFar > 0) void utils.clue.invalidate();
    } finally {
      abort.current = null;
    }
  };

  /** Checking stops at once; sending stops after the chunk on its way (see sendImport). */
  const cancel = () => {
    abort.current?.abort();
    setStage((s) => (s.kind === 'sending' ? { ...s, cancelling: true } : s));
  };

  const downloadTemplate = async () => saveBlob(await templateFile(), TEMPLATE_FILE_NAME);

  const downloadReport = async () => {
    if (!result || !worker.current) return;
    setReporting(true);
    try {
      saveBlob(await worker.current.report(result.failures), reportName(result.fileName));
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setReporting(false);
    }
  };

  const { percent, caption } = progressOf(stage);
  return (
    <PageFrame
      title="批量导入"
      extra={
        <Flex wrap gap={8}>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
            下载模板
          </Button>
          <Button onClick={() => navigate(cluePaths.imports)}>导入记录</Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          message="导入说明"
          description={
            <ol style={{ margin: 0, paddingInlineStart: 18 }}>
              <li>请先下载模板，按模板填写；「姓名」「手机号」必填，其余可不填。</li>
              <li>
                手机号须为 11 位手机号或带区号的座机（如 010-12345678），文件内重复或系统中已存在的手机号不会导入。
              </li>
              <li>
                支持 .xlsx 和 .csv 文件，单次最多 {IMPORT_LIMITS.rowsPerFile} 条；未填跟进人的线索分配给默认跟进人。
              </li>
            </ol>
          }
        />
        <Upload.Dragger
          accept={ACCEPTED_EXTENSIONS.join(',')}
          multiple={false}
          showUploadList={false}
          disabled={busy || !options.ready}
          beforeUpload={(file) => {
            void run(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽文件到此处上传</p>
          <p className="ant-upload-hint">支持 .xlsx、.csv，单次最多 {IMPORT_LIMITS.rowsPerFile} 条</p>
        </Upload.Dragger>
        {busy ? (
          <div role="status" aria-live="polite">
            <Progress percent={percent} status="active" />
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text type="secondary">{caption}</Typography.Text>
              <Button size="small" onClick={cancel} disabled={stage.kind === 'sending' && stage.cancelling}>
                取消导入
              </Button>
            </Flex>
          </div>
        ) : null}
        {stage.kind === 'failed' ? (
          <Alert type="error" showIcon message="导入失败" description={stage.message} />
        ) : null}
        {result ? <ImportSummary result={result} reporting={reporting} onReport={() => void downloadReport()} /> : null}
      </Flex>
    </PageFrame>
  );
}

function ImportSummary(props: {
  result: ImportResult & { fileName: string };
  reporting: boolean;
  onReport: () => void;
}) {
  const { result, reporting, onReport } = props;
  const navigate = useNavigate();
  const failed = result.failures.length;
  return (
    <Flex vertical gap={12}>
      <Result
        status={result.cancelled ? 'warning' : failed === 0 ? 'success' : result.success === 0 ? 'error' : 'warning'}
        title={result.cancelled ? '导入已取消' : failed === 0 ? '导入完成' : '导入完成，部分行未导入'}
        subTitle={
          result.cancelled
            ? `${result.fileName}：共 ${result.total} 条，已处理 ${result.sent} 条（成功 ${result.success} 条，失败 ${failed} 条），其余 ${result.total - result.sent} 条未导入`
            : `${result.fileName}：共 ${result.total} 条，成功 ${result.success} 条，失败 ${failed} 条`
        }
        extra={
          <Flex wrap gap={8} justify="center">
            {failed > 0 ? (
              <Button type="primary" icon={<DownloadOutlined />} loading={reporting} onClick={onReport}>
                下载失败明细
              </Button>
            ) : null}
            <Button onClick={() => navigate(cluePaths.list('total'))}>查看线索</Button>
            <Button onClick={() => navigate(cluePaths.imports)}>查看导入记录</Button>
          </Flex>
        }
      />
      {failed > 0 ? (
        <ListTable
          query={null}
          rowKey="row"
          size="small"
          caption={failed > PREVIEW_ROWS ? `仅显示前 ${PREVIEW_ROWS} 行，完整内容请下载失败明细` : undefined}
          dataSource={result.failures.slice(0, PREVIEW_ROWS)}
          pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
          columns={[
            { key: 'row', title: '行号', dataIndex: 'row', width: 70 },
            { key: 'name', title: '姓名', dataIndex: 'name', render: (v: string) => v || '—' },
            { key: 'phone', title: '手机号', dataIndex: 'phone', render: (v: string) => v || '—' },
            { key: 'reason', title: '失败原因', dataIndex: 'reason' },
          ]}
        />
      ) : null}
    </Flex>
  );
}
