import { type Lesson, minutesOf, timeOf } from '@console/contracts';
import { Flex, Popover, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type DragEvent, useMemo, useRef } from 'react';
import type { MoveTarget } from '../shared/MoveModal';
import { dropSlot, hoursOf, layoutDay } from '../shared/timetable-layout';
import { LessonCard } from './LessonCard';

/** Pixels per minute of the week grid: an hour is 64 px high. */
const MINUTE_PX = 64 / 60;
const AXIS = 52;

/** A lesson that can still be moved: not called, not in the past. */
export const movable = (l: Lesson, today: string) => l.status === 1 && l.date >= today;

/**
 * The week grid: a column per day, lessons placed by their time and side by side when they overlap; a lesson
 * dropped on a day lands at the quarter hour under its top edge.
 */
export function WeekView(props: {
  days: string[];
  lessons: Lesson[];
  today: string;
  by: 'teacher' | 'room' | 'class';
  onMove: (lesson: Lesson, target: MoveTarget) => void;
}) {
  const { token } = theme.useToken();
  const grab = useRef<{ lesson: Lesson; offsetY: number } | null>(null);
  const spans = useMemo(
    () =>
      props.lessons.map((l) => ({ id: l.id, start: minutesOf(l.startTime), end: minutesOf(l.endTime), date: l.date })),
    [props.lessons],
  );
  const hours = hoursOf(spans);
  const height = (hours.to - hours.from) * MINUTE_PX;
  const byDay = useMemo(() => {
    const map = new Map<string, Lesson[]>();
    for (const l of props.lessons) map.set(l.date, [...(map.get(l.date) ?? []), l]);
    return map;
  }, [props.lessons]);

  const onDrop = (date: string) => (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    const held = grab.current;
    grab.current = null;
    if (!held) return;
    const top = e.clientY - e.currentTarget.getBoundingClientRect().top - held.offsetY;
    const length = minutesOf(held.lesson.endTime) - minutesOf(held.lesson.startTime);
    const slot = dropSlot(top, MINUTE_PX, hours, length);
    if (date === held.lesson.date && slot.startTime === held.lesson.startTime) return;
    props.onMove(held.lesson, {
      date,
      ...slot,
      teacherId: held.lesson.teacherId,
      roomId: held.lesson.roomId,
    });
  };

  const hourMarks = Array.from({ length: (hours.to - hours.from) / 60 + 1 }, (_, i) => hours.from + i * 60);
  return (
    <div style={{ overflowX: 'auto' }}>
      <div
        data-testid="week-grid"
        data-lessons={props.lessons.length}
        style={{
          display: 'grid',
          gridTemplateColumns: `${AXIS}px repeat(7, minmax(120px, 1fr))`,
          minWidth: AXIS + 7 * 120,
        }}
      >
        <div />
        {props.days.map((d) => (
          <Flex
            key={d}
            vertical
            align="center"
            style={{
              padding: '6px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              background: d === props.today ? token.colorPrimaryBg : undefined,
            }}
          >
            <Typography.Text strong>{dayjs(d).format('ddd')}</Typography.Text>
            <Typography.Text type="secondary">{dayjs(d).format('M/D')}</Typography.Text>
          </Flex>
        ))}
        <div style={{ position: 'relative', height }}>
          {hourMarks.map((m) => (
            <Typography.Text
              key={m}
              type="secondary"
              style={{ position: 'absolute', top: (m - hours.from) * MINUTE_PX - 8, right: 6, fontSize: 12 }}
            >
              {timeOf(m)}
            </Typography.Text>
          ))}
        </div>
        {props.days.map((d) => {
          const dayLessons = byDay.get(d) ?? [];
          const lanes = layoutDay(
            dayLessons.map((l) => ({ id: l.id, start: minutesOf(l.startTime), end: minutesOf(l.endTime) })),
          );
          return (
            <section
              key={d}
              data-date={d}
              aria-label={`${dayjs(d).format('M月D日 ddd')} 的课`}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(d)}
              style={{
                position: 'relative',
                height,
                borderLeft: `1px solid ${token.colorBorderSecondary}`,
                backgroundImage: `repeating-linear-gradient(to bottom, ${token.colorBorderSecondary} 0 1px, transparent 1px ${64}px)`,
                backgroundColor: d === props.today ? token.colorPrimaryBg : undefined,
              }}
            >
              {dayLessons.map((l) => {
                const lane = lanes.get(l.id) ?? { lane: 0, lanes: 1 };
                const top = (minutesOf(l.startTime) - hours.from) * MINUTE_PX;
                const h = (minutesOf(l.endTime) - minutesOf(l.startTime)) * MINUTE_PX;
                const canMove = movable(l, props.today);
                const third = props.by === 'teacher' ? l.roomName : l.teacherName;
                return (
                  <Popover
                    key={l.id}
                    content={<LessonCard lesson={l} onMove={canMove ? () => props.onMove(l, l) : undefined} />}
                    trigger="click"
                  >
                    <button
                      type="button"
                      data-lesson={l.id}
                      // The visible lines, in their order: a name that holds the text a person sees.
                      aria-label={`${l.className} ${l.startTime}-${l.endTime} ${third}`}
                      draggable={canMove}
                      onDragStart={(e) => {
                        grab.current = { lesson: l, offsetY: e.clientY - e.currentTarget.getBoundingClientRect().top };
                        e.dataTransfer.setData('text/plain', String(l.id));
                        e.dataTransfer.effectAllowed = 'move';
                      }}
                      style={{
                        position: 'absolute',
                        top,
                        height: Math.max(h - 2, 18),
                        left: `calc(${(lane.lane / lane.lanes) * 100}% + 2px)`,
                        width: `calc(${100 / lane.lanes}% - 4px)`,
                        overflow: 'hidden',
                        borderRadius: 4,
                        padding: '2px 4px',
                        fontSize: 12,
                        lineHeight: '16px',
                        // The course's colour marks the card (paler once called); its text is the theme's, readable on the tint.
                        color: token.colorText,
                        background: `${l.color}${l.status === 2 ? '14' : '2e'}`,
                        borderLeft: `3px solid ${l.color}`,
                        cursor: canMove ? 'grab' : 'pointer',
                        boxSizing: 'border-box',
                        borderTop: 'none',
                        borderRight: 'none',
                        borderBottom: 'none',
                        textAlign: 'left',
                        font: 'inherit',
                      }}
                    >
                      {/* The spaces keep the lines apart as words for a screen reader. */}
                      <span style={{ display: 'block', fontWeight: 600 }}>{l.className}</span>{' '}
                      <span style={{ display: 'block' }}>
                        {l.startTime}-{l.endTime}
                      </span>{' '}
                      <span style={{ display: 'block' }}>{third}</span>
                    </button>
                  </Popover>
                );
              })}
            </section>
          );
        })}
      </div>
    </div>
  );
}
