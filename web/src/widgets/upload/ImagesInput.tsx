import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { ImageUpload } from './ImageUpload';
import { moveItem } from './order';

/**
 * Several images (a gallery field): each its own box; an empty box adds one while under `max`. The order is the
 * gallery's: drag a picture onto another's place, or move it left or right from its strip; the first is the
 * cover.
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
  const move = (from: number, to: number) => onChange(moveItem(value, from, to));
  const many = value.length > 1;
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
      {value.length < max ? (
        <ImageUpload key={`new-${value.length}`} value="" onChange={(url) => url && onChange([...value, url])} />
      ) : null}
    </Flex>
  );
}
