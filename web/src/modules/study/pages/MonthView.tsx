import type { Lesson } from '@console/contracts';
import { Flex, Popover, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type DragEvent, useMemo, useRef } from 'react';
import { Button } from '../../../widgets/busy';
import type { MoveTarget } from '../shared/MoveModal';
import { LessonCard } from './LessonCard';
import { movable } from './WeekView';

/** Lessons listed in a day's cell before '还有 N 节'. */
const SHOWN = 4;

/** The month grid: six weeks of days, each with its lessons by time; a lesson dropped on a day keeps its time. */
export function MonthView(props: {
  days: string[];
  month: string;
  lessons: Lesson[];
  today: string;
  onMove: (lesson: Lesson, target: MoveTarget) => void;
  onOpenDay: (date: string) => void;
}) {
  const { token } = theme.useToken();
  const held = useRef<Lesson | null>(null);
  const byDay = useMemo(() => {
    const map = new Map<string, Lesson[]>();
    for (const l of props.lessons) map.set(l.date, [...(map.get(l.date) ?? []), l]);
    return map;
  }, [props.lessons]);
  const onDrop = (date: string) => (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const l = held.current;
    held.current = null;
    if (!l || l.date === date) return;
    props.onMove(l, { date, startTime: l.startTime, endTime: l.endTime, teacherId: l.teacherId, roomId: l.roomId });
  };

  return (
    <div style={{ overflowX: 'auto' }}>
      <div
        data-testid="month-grid"
        data-lessons={props.lessons.length}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))', minWidth: 7 * 110 }}
      >
        {['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((w) => (
          <Typography.Text key={w} strong style={{ textAlign: 'center', padding: 6 }}>
            {w}
          </Typography.Text>
        ))}
        {props.days.map((d) => {
          const list = byDay.get(d) ?? [];
          const inMonth = d.startsWith(props.month);
          return (
            <section
              key={d}
              data-date={d}
              aria-label={`${dayjs(d).format('M月D日')} 的课`}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(d)}
              style={{
                minHeight: 120,
                padding: 4,
                border: `1px solid ${token.colorBorderSecondary}`,
                background: d === props.today ? token.colorPrimaryBg : inMonth ? undefined : token.colorFillQuaternary,
              }}
            >
              <Button type="text" size="small" onClick={() => props.onOpenDay(d)} style={{ padding: '0 4px' }}>
                <Typography.Text type={inMonth ? undefined : 'secondary'}>{dayjs(d).format('D')}</Typography.Text>
              </Button>
              <Flex vertical gap={2}>
                {list.slice(0, SHOWN).map((l) => (
                  <Popover
                    key={l.id}
                    trigger="click"
                    content={
                      <LessonCard lesson={l} onMove={movable(l, props.today) ? () => props.onMove(l, l) : undefined} />
                    }
                  >
                    <button
                      type="button"
                      data-lesson={l.id}
                      draggable={movable(l, props.today)}
                      onDragStart={(e) => {
                        held.current = l;
                        e.dataTransfer.setData('text/plain', String(l.id));
                      }}
                      style={{
                        font: 'inherit',
                        fontSize: 12,
                        border: 'none',
                        borderLeft: `3px solid ${l.color}`,
                        background: 'transparent',
                        paddingLeft: 4,
                        textAlign: 'left',
                        width: '100%',
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        cursor: 'pointer',
                        color: l.status === 2 ? token.colorTextSecondary : token.colorText,
                      }}
                    >
                      {l.startTime} {l.className}
                    </button>
                  </Popover>
                ))}
                {list.length > SHOWN ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => props.onOpenDay(d)}
                    style={{ padding: 0, height: 'auto' }}
                  >
                    还有 {list.length - SHOWN} 节
                  </Button>
                ) : null}
              </Flex>
            </section>
          );
        })}
      </div>
    </div>
  );
}
