import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CHOICE_TYPES, FORM_FIELD_TYPES, type FormField, type FormFieldType, fieldProblems } from '@console/contracts';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Flex, Form, Input, Select, Typography, theme } from 'antd';
import { Button, Switch } from '../busy';
import { sortableAnnouncements } from '../sortable/announcements';
import { useSortableItem } from '../sortable/useSortableItem';
import { useSortableSensors } from '../sortable/useSortableSensors';
import { canAdd, moveField, newField, retype } from './model';

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((t) => ({ value: t.value, label: t.label }));

export interface FormFieldsEditorProps {
  value?: FormField[];
  onChange?: (fields: FormField[]) => void;
  id?: string;
}

/**
 * The form builder's field list: add a field by its type, name it, mark it required, give a choice its
 * options, and reorder by dragging the handle (or, with the handle focused, Space, the arrow keys, Space).
 */
export function FormFieldsEditor({ value, onChange, id }: FormFieldsEditorProps) {
  const fields = value ?? [];
  const { status } = Form.Item.useStatus();
  // The cards with problems are marked once the form has said the list is wrong.
  const problems = status === 'error' ? new Set(fieldProblems(fields).map((p) => p.index)) : new Set<number>();
  const sensors = useSortableSensors();
  const set = (next: FormField[]) => onChange?.(next);
  const patch = (i: number, change: Partial<FormField>) =>
    set(fields.map((f, j) => (j === i ? { ...f, ...change } : f)));
  const indexOf = (key: unknown) => fields.findIndex((f) => f.key === key);
  const nameOf = (key: unknown) => fields[indexOf(key)]?.label || '字段';
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    set(moveField(fields, indexOf(e.active.id), indexOf(e.over.id)));
  };
  const announcements = sortableAnnouncements({ nameOf, indexOf, unit: '个' });
  return (
    <Flex vertical gap={8} id={id}>
      <Flex wrap gap={6} role="group" aria-label="添加字段">
        {FORM_FIELD_TYPES.map((t) => (
          <Button
            key={t.value}
            size="small"
            icon={<PlusOutlined />}
            disabled={!canAdd(fields)}
            onClick={() => set([...fields, newField(fields, t.value)])}
          >
            {t.label}
          </Button>
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        拖动左侧把手调整顺序；键盘：聚焦把手后按空格拿起，方向键移动，再按空格放下
      </Typography.Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: '按空格键拿起字段，用上下方向键移动，再按空格键放下，按 Esc 取消' },
        }}
      >
        <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
          <Flex vertical gap={8} data-testid="form-fields">
            {fields.map((field, i) => (
              <FieldCard
                key={field.key}
                field={field}
                index={i}
                invalid={problems.has(i)}
                onPatch={(change) => patch(i, change)}
                onType={(type) => patch(i, retype(field, type))}
                onRemove={() => set(fields.filter((_, j) => j !== i))}
              />
            ))}
          </Flex>
        </SortableContext>
      </DndContext>
      {fields.length === 0 ? <Typography.Text type="secondary">点击上方的字段类型添加字段</Typography.Text> : null}
    </Flex>
  );
}

function FieldCard(p: {
  field: FormField;
  index: number;
  invalid: boolean;
  onPatch: (change: Partial<FormField>) => void;
  onType: (type: FormFieldType) => void;
  onRemove: () => void;
}) {
  const { token } = theme.useToken();
  const { field, index } = p;
  const n = index + 1;
  const { setNodeRef, isDragging, moving, handle } = useSortableItem({
    id: field.key,
    label: field.label || `第 ${n} 个字段`,
  });
  return (
    <Flex
      ref={setNodeRef}
      wrap
      gap={8}
      align="center"
      data-testid={`form-field-${n}`}
      style={{
        padding: 8,
        border: `1px solid ${p.invalid ? token.colorError : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
        ...moving,
      }}
    >
      {handle}
      <Typography.Text type="secondary">{n}.</Typography.Text>
      <Input
        value={field.label}
        maxLength={20}
        placeholder="字段名称"
        aria-label={`字段名称 ${n}`}
        status={p.invalid ? 'error' : undefined}
        onChange={(e) => p.onPatch({ label: e.target.value })}
        style={{ width: 150 }}
      />
      <Select
        value={field.type}
        options={TYPE_OPTIONS}
        onChange={p.onType}
        style={{ width: 110 }}
        aria-label={`字段类型 ${n}`}
      />
      <Flex gap={4} align="center">
        <Switch
          size="small"
          checked={field.required}
          onChange={(required) => p.onPatch({ required })}
          aria-label={`必填 ${n}`}
        />
        <Typography.Text type="secondary">必填</Typography.Text>
      </Flex>
      {CHOICE_TYPES.has(field.type) ? (
        <Select
          mode="tags"
          value={field.options}
          onChange={(options: string[]) => p.onPatch({ options })}
          placeholder="输入选项后回车"
          style={{ minWidth: 200, flex: 1 }}
          aria-label={`选项 ${n}`}
          open={false}
        />
      ) : null}
      <Button
        type="text"
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={`删除字段 ${n}`}
        onClick={p.onRemove}
        style={{ marginLeft: 'auto' }}
      />
    </Flex>
  );
}
