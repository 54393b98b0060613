import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Flex, Tag, Tooltip, theme } from 'antd';
import { useRef, useState } from 'react';
import { useMessage } from '../../app/message';
import { Button } from '../busy';
import { joinable, overMessage, type PendingImage, planPicks } from './gallery-picks';
import { ImageUpload } from './ImageUpload';
import { moveItem } from './order';
import { checkImage } from './rules';

let picked = 0;

/**
 * Several images (a gallery field): each its own box; the empty box adds as many as are picked at once, up to
 * `max`, each going up in its own box and joining the gallery in pick order. The order is the gallery's: drag
 * a picture onto another's place, or move it left or right from its strip; the first is the cover.
 */
export function ImagesInput({
  value,
  onChange,
  max,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
}) {
  const { token } = theme.useToken();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const message = useMessage();
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
  const many = value.length > 1;
  // Uploads of a pick still on their way, after the gallery's pictures. Refs as well as state: two uploads may
  // finish in one tick, and each must join after the other.
  const [pending, setPendingState] = useState<PendingImage[]>([]);
  const pendingRef = useRef(pending);
  const valueRef = useRef(value);
  valueRef.current = value;
  const setPending = (next: PendingImage[]) => {
    pendingRef.current = next;
    setPendingState(next);
  };
  /** Moves the finished uploads at the head of the pick into the gallery. */
  const settle = (next: PendingImage[]) => {
    const { urls, rest } = joinable(next);
    setPending(rest);
    if (urls.length === 0) return;
    valueRef.current = [...valueRef.current, ...urls];
    onChange(valueRef.current);
  };
  const addFiles = (files: File[]) => {
    const plan = planPicks(files, max - valueRef.current.length - pendingRef.current.length, (f) => checkImage(f));
    for (const why of new Set(plan.refused)) void message.error(why);
    if (plan.over > 0) void message.warning(overMessage(max, plan.over));
    setPending([...pendingRef.current, ...plan.take.map((file) => ({ key: `pick-${++picked}`, file }))]);
  };
  return (
    <Flex wrap gap={8}>
      {value.length > 0 ? (
        <ol aria-label="图片" style={{ display: 'contents', listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((url, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice; position identifies a box
              key={`${i}-${url}`}
              data-image-index={i}
              draggable={many}
              onDragStart={(e) => {
                setDragFrom(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setDragOver(i);
              }}
              onDragLeave={() => setDragOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                move(dragFrom ?? Number(e.dataTransfer.getData('text/plain')), i);
                setDragFrom(null);
                setDragOver(null);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDragOver(null);
              }}
              style={{
                borderRadius: token.borderRadiusLG,
                outline: dragOver === i && dragFrom !== i ? `2px solid ${token.colorPrimary}` : undefined,
                opacity: dragFrom === i ? 0.5 : 1,
                cursor: many ? 'grab' : undefined,
              }}
            >
              <ImageUpload
                value={url}
                clearable
                badge={many && i === 0 ? <Tag color="blue">封面</Tag> : undefined}
                actions={
                  many ? (
                    <>
                      <Tooltip title="左移">
                        <Button
                          size="small"
                          type="text"
                          icon={<LeftOutlined />}
                          aria-label={`左移第 ${i + 1} 张`}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1)}
                        />
                      </Tooltip>
                      <Tooltip title="右移">
                        <Button
                          size="small"
                          type="text"
                          icon={<RightOutlined />}
                          aria-label={`右移第 ${i + 1} 张`}
                          disabled={i === value.length - 1}
                          onClick={() => move(i, i + 1)}
                        />
                      </Tooltip>
                    </>
                  ) : undefined
                }
                onChange={(next) =>
                  onChange(next ? value.map((u, j) => (j === i ? next : u)) : value.filter((_, j) => j !== i))
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      {pending.map((p) => (
        <ImageUpload
          key={p.key}
          value=""
          file={p.file}
          onChange={(url) => url && settle(pendingRef.current.map((q) => (q.key === p.key ? { ...q, url } : q)))}
          onAbandon={() => settle(pendingRef.current.filter((q) => q.key !== p.key))}
        />
      ))}
      {value.length + pending.length < max ? <ImageUpload key="add" value="" onFiles={addFiles} /> : null}
    </Flex>
  );
}
