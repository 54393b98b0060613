import { Flex } from 'antd';
import { ImageUpload } from './ImageUpload';

/** Several images (a gallery field): each its own box; an empty box adds one while under `max`. */
export function ImagesInput({
  value,
  onChange,
  max,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
}) {
  return (
    <Flex wrap gap={8}>
      {value.map((url, i) => (
        <ImageUpload
          // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice; position identifies a box
          key={`${i}-${url}`}
          value={url}
          clearable
          onChange={(next) =>
            onChange(next ? value.map((u, j) => (j === i ? next : u)) : value.filter((_, j) => j !== i))
          }
        />
      ))}
      {value.length < max ? (
        <ImageUpload key={`new-${value.length}`} value="" onChange={(url) => url && onChange([...value, url])} />
      ) : null}
    </Flex>
  );
}
