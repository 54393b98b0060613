import type { CheckPhase } from './protocol';

export type ImportStage =
  | { kind: 'idle' }
  | { kind: 'checking'; phase: CheckPhase; done: number; total: number }
  | { kind: 'sending'; sent: number; total: number; cancelling?: boolean }
  | { kind: 'failed'; message: string };

/**
 * The progress bar's percent and caption for a stage. Reading is a step of unknown length (the spreadsheet
 * library reports none), checking is quick, sending takes longest: 0-10, 10-30 and 30-100.
 */
export function progressOf(stage: ImportStage): { percent: number; caption: string } {
  const pct = (done: number, total: number) => (total > 0 ? Math.min(1, done / total) : 0);
  switch (stage.kind) {
    case 'checking':
      return stage.phase === 'read'
        ? { percent: 5, caption: '正在读取文件…' }
        : {
            percent: Math.round(10 + 20 * pct(stage.done, stage.total)),
            caption: `正在校验 ${stage.done}/${stage.total} 行`,
          };
    case 'sending':
      return {
        percent: Math.round(30 + 70 * pct(stage.sent, stage.total)),
        caption: stage.cancelling
          ? `正在取消，等待当前批次完成（已导入 ${stage.sent}/${stage.total} 行）`
          : `正在导入 ${stage.sent}/${stage.total} 行`,
      };
    default:
      return { percent: 0, caption: '' };
  }
}
